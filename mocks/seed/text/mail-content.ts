import type { Lang } from './names.ts'

/**
 * Mail topics in all three languages. `{n}` in a subject becomes a number so that a few dozen
 * topics still give thousands of distinct, believable subjects; `{name}` in a body becomes the
 * recipient's name.
 */
export interface Topic {
  subject: Record<Lang, string>
  /** Paragraphs of the body; the first is the greeting-led opening. */
  body: Record<Lang, readonly string[]>
  attachments?: Record<Lang, readonly string[]>
  /** Topic reads like a system or marketing mail: goes to Spam / newsletters more often. */
  bulk?: boolean
}

// prettier-ignore
export const TOPICS: readonly Topic[] = [
  {
    subject: { 'zh-hans': '第{n}季度销售报告', 'zh-tw': '第{n}季銷售報告', en: 'Q{n} sales report' },
    body: {
      'zh-hans': ['{name}，您好：', '附件是本季度的销售报告，请查收。华南区同比增长 12%，详细数据见第三页。', '如有疑问请随时联系我。'],
      'zh-tw': ['{name}，您好：', '附件為本季銷售報告，請查收。台灣區較去年同期成長 9%，詳細數據請見第三頁。', '如有任何問題，歡迎隨時與我聯繫。'],
      en: ['Hi {name},', 'Please find attached the quarterly sales report. Revenue is up 12% year on year; details are on page three.', 'Let me know if you have any questions.'],
    },
    attachments: { 'zh-hans': ['销售报告.xlsx'], 'zh-tw': ['銷售報告.xlsx'], en: ['sales-report.xlsx'] },
  },
  {
    subject: { 'zh-hans': '关于召开第{n}次项目例会的通知', 'zh-tw': '關於召開第{n}次專案例會的通知', en: 'Project meeting #{n}: agenda' },
    body: {
      'zh-hans': ['各位同事：', '本周四下午 14:00 在 3 楼会议室召开项目例会，请提前准备各自模块的进展汇报。', '会议时长约一小时。'],
      'zh-tw': ['各位同仁：', '本週四下午 14:00 於 3 樓會議室召開專案例會，請提前準備各自模組的進度報告。', '會議時間約一小時。'],
      en: ['Hello all,', 'Our project meeting is on Thursday at 2 pm in the third-floor meeting room. Please bring a short status update on your module.', 'It should take about an hour.'],
    },
  },
  {
    subject: { 'zh-hans': '报销单审批（单号 BX-{n}）', 'zh-tw': '報銷單審核（單號 BX-{n}）', en: 'Expense claim BX-{n} for approval' },
    body: {
      'zh-hans': ['{name}，您好：', '您提交的差旅报销单已进入审批流程，请在三个工作日内补充发票原件。'],
      'zh-tw': ['{name}，您好：', '您提交的差旅報銷單已進入審核流程，請於三個工作天內補交發票正本。'],
      en: ['Dear {name},', 'Your travel expense claim is now in the approval workflow. Please hand in the original receipts within three working days.'],
    },
    attachments: { 'zh-hans': ['报销单.pdf', '发票扫描件.jpg'], 'zh-tw': ['報銷單.pdf', '發票掃描.jpg'], en: ['expense-claim.pdf', 'receipt-scan.jpg'] },
  },
  {
    subject: { 'zh-hans': '合同草案 v{n} 请审阅', 'zh-tw': '合約草案 v{n} 請審閱', en: 'Contract draft v{n} for review' },
    body: {
      'zh-hans': ['{name}，您好：', '合同草案已根据上次讨论修改，主要变更在第 5 条付款条款和第 8 条违约责任。', '请于周五前反馈意见。'],
      'zh-tw': ['{name}，您好：', '合約草案已依上次討論修改，主要變更在第 5 條付款條款與第 8 條違約責任。', '請於週五前回覆意見。'],
      en: ['Hi {name},', 'The contract draft has been revised after our last call; the main changes are in clause 5 (payment) and clause 8 (liability).', 'Please send your comments by Friday.'],
    },
    attachments: { 'zh-hans': ['合同草案.docx'], 'zh-tw': ['合約草案.docx'], en: ['contract-draft.docx'] },
  },
  {
    subject: { 'zh-hans': '系统维护通知（第{n}期）', 'zh-tw': '系統維護通知（第{n}期）', en: 'Scheduled maintenance notice #{n}' },
    body: {
      'zh-hans': ['尊敬的用户：', '邮件系统将于本周六 02:00-04:00 进行例行维护，期间可能无法收发邮件。', '给您带来的不便敬请谅解。'],
      'zh-tw': ['親愛的使用者：', '郵件系統將於本週六 02:00-04:00 進行例行維護，期間可能無法收發郵件。', '造成不便，敬請見諒。'],
      en: ['Dear user,', 'The mail system will be under maintenance on Saturday from 02:00 to 04:00. Sending and receiving may be unavailable during that time.', 'We apologise for the inconvenience.'],
    },
    bulk: true,
  },
  {
    subject: { 'zh-hans': '【账单】您的{n}月信用卡账单', 'zh-tw': '【帳單】您的{n}月信用卡帳單', en: 'Your statement for month {n}' },
    body: {
      'zh-hans': ['尊敬的客户：', '您本期账单应还金额为 ¥3,268.50，到期还款日为下月 5 日。', '本邮件由系统自动发送，请勿直接回复。'],
      'zh-tw': ['親愛的客戶：', '您本期帳單應繳金額為 NT$12,480，繳款截止日為下月 5 日。', '本郵件由系統自動發送，請勿直接回覆。'],
      en: ['Dear customer,', 'Your statement balance is $486.20, due on the 5th of next month.', 'This message was sent automatically; please do not reply.'],
    },
    bulk: true,
  },
  {
    subject: { 'zh-hans': '新版本 2.{n} 发布说明', 'zh-tw': '新版本 2.{n} 發佈說明', en: 'Release notes for version 2.{n}' },
    body: {
      'zh-hans': ['大家好：', '2.{n} 版本已部署到测试环境，主要包括邮件列表性能优化与通讯录导入修复。', '请测试组在明天下班前完成回归测试。'],
      'zh-tw': ['大家好：', '2.{n} 版本已部署至測試環境，主要包含郵件列表效能優化與通訊錄匯入修正。', '請測試組於明天下班前完成回歸測試。'],
      en: ['Hi team,', 'Version 2.{n} is deployed to staging. It speeds up the mail list and fixes contact import.', 'QA, please finish the regression run by tomorrow evening.'],
    },
    attachments: { 'zh-hans': ['发布说明.md'], 'zh-tw': ['發佈說明.md'], en: ['release-notes.md'] },
  },
  {
    subject: { 'zh-hans': '欢迎加入华宇科技！', 'zh-tw': '歡迎加入華宇科技！', en: 'Welcome to Huayu Technology!' },
    body: {
      'zh-hans': ['{name}，欢迎你！', '入职第一周请完成信息安全培训，并在 OA 系统中填写个人资料。', '祝工作顺利！'],
      'zh-tw': ['{name}，歡迎你！', '到職第一週請完成資訊安全訓練，並於 OA 系統填寫個人資料。', '祝工作順利！'],
      en: ['Welcome aboard, {name}!', 'During your first week please complete the information-security training and fill in your profile in the OA system.', 'All the best!'],
    },
  },
  {
    subject: { 'zh-hans': '出差行程确认：上海 {n} 日', 'zh-tw': '出差行程確認：台北 {n} 日', en: 'Trip confirmation: London, day {n}' },
    body: {
      'zh-hans': ['{name}，您好：', '您的机票和酒店已预订成功，航班信息和入住凭证见附件。'],
      'zh-tw': ['{name}，您好：', '您的機票與飯店已預訂成功，航班資訊與住宿憑證請見附件。'],
      en: ['Hello {name},', 'Your flight and hotel are booked. The itinerary and the hotel voucher are attached.'],
    },
    attachments: { 'zh-hans': ['行程单.pdf'], 'zh-tw': ['行程單.pdf'], en: ['itinerary.pdf'] },
    bulk: true,
  },
  {
    subject: { 'zh-hans': '周报 - 第{n}周', 'zh-tw': '週報 - 第{n}週', en: 'Weekly report - week {n}' },
    body: {
      'zh-hans': ['{name}，您好：', '本周完成：登录模块重构、验证码接入。下周计划：邮件列表虚拟滚动。', '风险：接口文档尚未定稿。'],
      'zh-tw': ['{name}，您好：', '本週完成：登入模組重構、驗證碼串接。下週計畫：郵件列表虛擬捲動。', '風險：介面文件尚未定稿。'],
      en: ['Hi {name},', 'Done this week: login refactoring and captcha integration. Next week: virtual scrolling for the mail list.', 'Risk: the API document is not final yet.'],
    },
  },
  {
    subject: { 'zh-hans': '限时优惠：云服务器 {n} 折起', 'zh-tw': '限時優惠：雲端主機 {n} 折起', en: 'Limited offer: cloud servers {n}0% off' },
    body: {
      'zh-hans': ['您好！', '年终大促，云服务器限时折扣，新老用户均可参与。', '退订请回复 TD。'],
      'zh-tw': ['您好！', '年終大促銷，雲端主機限時折扣，新舊用戶皆可參加。', '取消訂閱請回覆 TD。'],
      en: ['Hello!', 'Our year-end sale is on: discounted cloud servers for new and existing customers.', 'Reply STOP to unsubscribe.'],
    },
    bulk: true,
  },
  {
    subject: { 'zh-hans': '客户需求变更确认（编号 {n}）', 'zh-tw': '客戶需求變更確認（編號 {n}）', en: 'Change request {n} from the customer' },
    body: {
      'zh-hans': ['{name}，您好：', '客户希望在导出报表中增加部门维度，并将交付时间提前一周。', '请评估工作量后回复。'],
      'zh-tw': ['{name}，您好：', '客戶希望在匯出報表中增加部門維度，並將交付時間提前一週。', '請評估工作量後回覆。'],
      en: ['Hi {name},', 'The customer would like a department column in the exported report and delivery one week earlier.', 'Please estimate the effort and get back to me.'],
    },
    attachments: { 'zh-hans': ['需求变更单.docx', '原型截图.png'], 'zh-tw': ['需求變更單.docx', '原型截圖.png'], en: ['change-request.docx', 'mockup.png'] },
  },
  {
    subject: { 'zh-hans': '年会节目报名（截止 {n} 日）', 'zh-tw': '尾牙節目報名（截止 {n} 日）', en: 'Annual party: sign up by the {n}th' },
    body: {
      'zh-hans': ['各位同事：', '公司年会将于下月举行，欢迎以部门为单位报名节目。', '报名表见附件。'],
      'zh-tw': ['各位同仁：', '公司尾牙將於下個月舉行，歡迎以部門為單位報名表演節目。', '報名表請見附件。'],
      en: ['Dear colleagues,', 'Our annual party is next month. Each department is welcome to sign up for a performance.', 'The sign-up form is attached.'],
    },
    attachments: { 'zh-hans': ['报名表.xlsx'], 'zh-tw': ['報名表.xlsx'], en: ['signup-form.xlsx'] },
  },
  {
    subject: { 'zh-hans': '服务器告警：CPU 使用率 {n}%', 'zh-tw': '伺服器告警：CPU 使用率 {n}%', en: 'Alert: CPU usage at {n}%' },
    body: {
      'zh-hans': ['监控系统告警：', 'mail-app-03 的 CPU 使用率持续 5 分钟高于阈值。', '请值班人员尽快处理。'],
      'zh-tw': ['監控系統告警：', 'mail-app-03 的 CPU 使用率持續 5 分鐘高於門檻值。', '請值班人員儘速處理。'],
      en: ['Monitoring alert:', 'CPU usage on mail-app-03 has been above the threshold for 5 minutes.', 'On-call engineer, please investigate.'],
    },
    bulk: true,
  },
]

export const ATTACHMENT_TYPES: Record<string, string> = {
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  pdf: 'application/pdf',
  jpg: 'image/jpeg',
  png: 'image/png',
  md: 'text/markdown',
  ics: 'text/calendar',
}

export const SIGN_OFF: Record<Lang, string> = {
  'zh-hans': '此致\n敬礼',
  'zh-tw': '敬祝\n順安',
  en: 'Best regards',
}

export const REMARKS: Record<Lang, readonly string[]> = {
  'zh-hans': ['周五前回复', '需要跟进', '已电话确认'],
  'zh-tw': ['週五前回覆', '需要追蹤', '已電話確認'],
  en: ['Reply by Friday', 'Follow up', 'Confirmed by phone'],
}
