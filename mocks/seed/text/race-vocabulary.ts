/**
 * The vocabulary of Roundcube's fill-mailbox.py (../shared/bench/roundcube), word for word, so
 * that `npm run bench:race` lists the same kind of mail on both sides.
 */
export const EN_NAMES = [
  'Alice Johnson', 'Bob Smith', 'Carol Williams', 'David Brown', 'Emma Davis', 'Frank Miller',
  'Grace Wilson', 'Henry Moore', 'Isabel Taylor', 'Jack Anderson', 'Karen Thomas', 'Liam Jackson',
  'Mia White', 'Noah Harris', 'Olivia Martin', 'Peter Thompson', 'Quinn Garcia', 'Rachel Martinez',
  'Sam Robinson', 'Tina Clark', 'Uma Rodriguez', 'Victor Lewis', 'Wendy Lee', 'Xavier Walker',
  'Yvonne Hall', 'Zach Allen', 'GitHub', 'Jira Notifications', 'AWS Billing', 'LinkedIn',
] as const
export const ZH_NAMES = [
  '张伟', '王芳', '李娜', '刘洋', '陈静', '杨磊', '赵敏', '黄强', '周杰', '吴婷', '徐明', '孙丽',
  '马超', '朱琳', '胡军', '郭晓峰', '何雪', '高翔', '林晨', '罗佳怡', '人力资源部', '财务部',
  '系统管理员', '京东商城', '招商银行信用卡中心',
] as const
export const DOMAINS = [
  'example.com', 'corp.example.cn', 'mail.example.org', 'partner.example.net', 'example.com.cn',
  'notifications.example.io', 'university.example.edu',
] as const
export const EN_SUBJ = [
  'Quarterly budget review', 'Meeting notes from {day}', 'Project status update - week {n}',
  'Invoice #{num}', 'Your order #{num} has shipped', 'Re-scheduling our 1:1',
  'Design review: new onboarding flow', 'Action required: password expires in {n} days',
  'Lunch on {day}?', '[build] pipeline #{num} failed', 'Weekly report', 'Offsite agenda',
  'Contract draft v{n}', 'Customer feedback summary', 'Travel itinerary for {day}',
  'Welcome to the team!', 'Q{q} OKR planning', 'Security advisory {num}',
  'Pull request #{num}: fix race in sync worker', 'Photos from the conference',
] as const
export const ZH_SUBJ = [
  '会议纪要：产品规划讨论', '项目进度更新（第{n}周）', '关于{day}团队建设活动的通知',
  '【通知】系统维护时间安排', '报销单审批提醒', '发票 #{num} 已开具', '您的订单 #{num} 已发货',
  '年度绩效考核安排', '第{q}季度销售数据汇总', '合同草案第{n}版，请审阅', '周报 - 研发中心',
  '面试安排确认', '客户反馈汇总', '【重要】账户安全提醒', '新员工入职指南', '出差行程确认：{day}',
  '服务器告警：CPU 使用率超过 {n}%',
] as const
export const MIX_SUBJ = [
  'Re: 项目 kickoff meeting 时间确认', 'Q{q} roadmap 评审 / review', 'API 文档 v{n} draft',
  '【Action required】请更新你的 profile', 'Weekly sync 周会纪要', 'Invoice 发票 #{num}',
  'Offer letter 录用通知 - {name}', 'Demo day 演示安排', 'PR #{num} 代码评审 review request',
] as const
export const DAYS = [
  'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', '周一', '周三', '周五', 'next week', '下周二',
] as const
export const EN_SENT = [
  'Thanks for the quick turnaround on this.', 'Please find the details below.',
  'Let me know if you have any questions.', 'I have attached the latest version for your review.',
  'We should align on the timeline before the end of the week.',
  'The numbers look good overall, but there are a few open items.',
  'Could you confirm the meeting room and dial-in details?',
  'As discussed, the deadline has been moved to the 15th.',
  'I will follow up with the vendor tomorrow morning.',
  'The deployment went smoothly and no incidents were reported.',
  'Please review the comments in the shared document.',
  'We are still waiting on legal to sign off on the contract.',
  'Happy to jump on a call if that is easier.',
  'The customer asked for a short demo of the new reporting feature.',
] as const
export const ZH_SENT = [
  '感谢大家的辛苦付出。', '请查收附件中的最新版本。', '如有任何问题请随时联系我。',
  '我们需要在本周五之前确定最终方案。', '会议将在三楼大会议室举行，请准时参加。',
  '本次更新修复了若干已知问题，并提升了整体性能。', '请各部门负责人于下周一前提交预算。',
  '客户对目前的进展表示满意，但希望加快交付速度。', '系统将于今晚十点至十二点进行例行维护。',
  '详细数据请参考下方表格。', '麻烦帮忙确认一下报销单的金额是否正确。',
  '我们已经和供应商沟通过，对方同意延期一周。',
] as const
export const ATT_NAMES = [
  'report.pdf', 'invoice_{num}.pdf', 'screenshot.png', 'photo_{num}.png', 'data.csv',
  'budget_Q{q}.xlsx', '会议纪要.pdf', '销售数据_{num}.xlsx', '合同草案.pdf', '截图.png',
] as const
export const ATT_TYPES: Record<string, string> = {
  pdf: 'application/pdf',
  png: 'image/png',
  csv: 'text/csv',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
}
