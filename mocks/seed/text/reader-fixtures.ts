import type { Lang } from './names.ts'

export interface FixtureText {
  htmlSubject: string
  html: string
  htmlAsText: string
  remark: string
  files: Record<
    | 'txt'
    | 'csv'
    | 'md'
    | 'html'
    | 'png'
    | 'pdf'
    | 'docx'
    | 'zip'
    | 'bigPdf'
    /** Office files beside the big pdf, for /preview (real sample bytes, mocks/mail/officeSamples.ts). */
    | 'xlsx'
    | 'pptx'
    | 'photoDocx'
    | 'doc'
    | 'ppt'
    | 'brokenXlsx',
    string
  >
  fileText: string
  csv: string
  markdown: string
  log: string
  htmlFile: string
  svg: string
  xml: string
  plainSubject: string
  plain: string
  protectedSubject: string
  protectedHtml: string
  protectedPlain: string
  inviteSubject: string
  inviteHtml: string
  invitePlain: string
  ics: string
  receiptSubject: string
  receiptPlain: string
  bigSubject: string
  bigPlain: string
  scheduledSubject: string
  draftSubject: string
  spamSubject: string
  spamHtml: string
  financeSubject: string
  financePlain: string
  /** An html mail whose body shows inline (cid:) parts: a PNG it may show, an SVG it may not. */
  inlineSubject: string
  inlineHtml: string
  inlinePlain: string
}

/** Content-IDs of the inline fixture's parts (the same in every language). */
export const INLINE_PARTS = {
  logo: { name: 'logo.png', contentId: 'logo@huayu.example.com' },
  chart: { name: 'chart.svg', contentId: 'chart@huayu.example.com' },
  page: { name: 'page.html', contentId: 'page@huayu.example.com' },
  /** Inline, but the body never refers to it (Outlook lists such parts as attachments). */
  stray: { name: 'stamp.gif', contentId: 'stamp@huayu.example.com' },
} as const

interface Words {
  htmlSubject: string
  greeting: string
  intro: string
  chartCaption: string
  closing: string
  remark: string
  files: FixtureText['files']
  plainSubject: string
  plainBody: string
  protectedSubject: string
  secret: string
  inviteSubject: string
  inviteBody: string
  receiptSubject: string
  receiptBody: string
  bigSubject: string
  bigBody: string
  scheduledSubject: string
  draftSubject: string
  spamSubject: string
  spamBody: string
  financeSubject: string
  financeBody: string
  inlineSubject: string
  inlineBody: string
  csvHeader: string
  csvRows: string
}

const WORDS: Record<Lang, Words> = {
  'zh-hans': {
    htmlSubject: '项目周报（含图表与附件）',
    greeting: '王经理，您好：',
    intro: '本周项目进展顺利，详见下方图表与附件。外部图片默认不显示，点击"显示图片"后加载。',
    chartCaption: '图 1：本周燃尽图',
    closing: '此致 敬礼',
    remark: '周五例会前看完',
    files: {
      txt: '会议纪要.txt',
      csv: '预算明细.csv',
      md: '发布说明.md',
      html: '网页存档.html',
      png: '截图.png',
      pdf: '合同扫描件.pdf',
      docx: '需求文档.docx',
      zip: '源码.zip',
      bigPdf: '设计图纸（大文件）.pdf',
      xlsx: '季度预算.xlsx',
      pptx: '产品发布会.pptx',
      photoDocx: '现场照片.docx',
      doc: '旧版合同.doc',
      ppt: '旧版汇报.ppt',
      brokenXlsx: '损坏的报表.xlsx',
    },
    plainSubject: '纯文本邮件：服务器迁移安排',
    plainBody:
      '各位好：\n\n服务器迁移定于本周六晚 22:00 开始，详情见 https://wiki.huayu.example.com/migration 。\n迁移期间 <内网系统> 暂停服务 & 请提前保存工作。\n\n运维组',
    protectedSubject: '【加密】年度薪酬调整方案',
    secret: '薪酬调整方案：整体上调 6%，绩效 A 档额外 3%。',
    inviteSubject: '会议邀请：第三季度产品评审会',
    inviteBody: '诚邀您参加第三季度产品评审会，时间：下周二 14:00-16:00，地点：5 楼大会议室。',
    receiptSubject: '请确认：办公室搬迁通知（需回执）',
    receiptBody:
      '各位同事：\n\n办公室将于下月 1 日搬迁至新大楼 12 层，请阅读后发送已读回执。\n\n行政部',
    bigSubject: '设计图纸终版（附件超过 10M）',
    bigBody: '设计图纸终版见附件，文件较大，请下载后查看。',
    scheduledSubject: '定时发送：月度总结',
    draftSubject: '草稿：客户拜访计划',
    spamSubject: '恭喜您中奖了！点击领取',
    spamBody: '您已被抽中获得大奖，请立即点击链接领取。',
    financeSubject: '报销汇总（财务文件夹）',
    financeBody: '本月报销汇总见附件，请核对。',
    inlineSubject: '新版邮件签名（内嵌图片）',
    inlineBody: '新版签名已启用，公司标志直接显示在正文中。',
    csvHeader: '项目,金额,负责人',
    csvRows: '服务器采购,120000,张伟\n差旅,18500,李娜',
  },
  'zh-tw': {
    htmlSubject: '專案週報（含圖表與附件）',
    greeting: '王經理，您好：',
    intro: '本週專案進度順利，詳見下方圖表與附件。外部圖片預設不顯示，點擊「顯示圖片」後載入。',
    chartCaption: '圖 1：本週燃盡圖',
    closing: '敬祝 順安',
    remark: '週五例會前看完',
    files: {
      txt: '會議紀錄.txt',
      csv: '預算明細.csv',
      md: '發佈說明.md',
      html: '網頁封存.html',
      png: '螢幕截圖.png',
      pdf: '合約掃描.pdf',
      docx: '需求文件.docx',
      zip: '原始碼.zip',
      bigPdf: '設計圖（大檔案）.pdf',
      xlsx: '季度預算.xlsx',
      pptx: '產品發表會.pptx',
      photoDocx: '現場照片.docx',
      doc: '舊版合約.doc',
      ppt: '舊版簡報.ppt',
      brokenXlsx: '損壞的報表.xlsx',
    },
    plainSubject: '純文字郵件：伺服器遷移安排',
    plainBody:
      '各位好：\n\n伺服器遷移訂於本週六晚上 22:00 開始，詳情請見 https://wiki.huayu.example.com/migration 。\n遷移期間 <內部系統> 暫停服務 & 請提前儲存工作。\n\n維運組',
    protectedSubject: '【加密】年度薪資調整方案',
    secret: '薪資調整方案：整體調升 6%，績效 A 級額外 3%。',
    inviteSubject: '會議邀請：第三季產品評審會',
    inviteBody: '誠摯邀請您參加第三季產品評審會，時間：下週二 14:00-16:00，地點：5 樓大會議室。',
    receiptSubject: '請確認：辦公室搬遷通知（需回條）',
    receiptBody:
      '各位同仁：\n\n辦公室將於下月 1 日遷至新大樓 12 樓，請閱讀後傳送已讀回條。\n\n行政部',
    bigSubject: '設計圖定稿（附件超過 10M）',
    bigBody: '設計圖定稿請見附件，檔案較大，請下載後檢視。',
    scheduledSubject: '排程傳送：月度總結',
    draftSubject: '草稿：客戶拜訪計畫',
    spamSubject: '恭喜您中獎了！點擊領取',
    spamBody: '您已被抽中獲得大獎，請立即點擊連結領取。',
    financeSubject: '報銷彙總（財務資料夾）',
    financeBody: '本月報銷彙總請見附件，請核對。',
    inlineSubject: '新版郵件簽名（內嵌圖片）',
    inlineBody: '新版簽名已啟用，公司標誌直接顯示在內文中。',
    csvHeader: '項目,金額,負責人',
    csvRows: '伺服器採購,120000,陳怡君\n差旅,18500,林志明',
  },
  en: {
    htmlSubject: 'Weekly project report (chart and files)',
    greeting: 'Hi Xiaoming,',
    intro:
      'The project is on track this week; see the chart and the files below. Remote images stay hidden until you choose "Show images".',
    chartCaption: 'Figure 1: burn-down this week',
    closing: 'Best regards',
    remark: 'Read before Friday meeting',
    files: {
      txt: 'meeting-notes.txt',
      csv: 'budget.csv',
      md: 'release-notes.md',
      html: 'web-archive.html',
      png: 'screenshot.png',
      pdf: 'signed-contract.pdf',
      docx: 'requirements.docx',
      zip: 'source.zip',
      bigPdf: 'drawings-large.pdf',
      xlsx: 'quarterly-budget.xlsx',
      pptx: 'product-launch.pptx',
      photoDocx: 'site-photo.docx',
      doc: 'old-contract.doc',
      ppt: 'old-briefing.ppt',
      brokenXlsx: 'damaged-report.xlsx',
    },
    plainSubject: 'Plain text: server migration plan',
    plainBody:
      'Hello all,\n\nThe server migration starts on Saturday at 22:00, details at https://wiki.huayu.example.com/migration .\nDuring the move <intranet> is down & please save your work.\n\nOps team',
    protectedSubject: '[Protected] Annual salary review',
    secret: 'Salary review: 6% overall, an extra 3% for rating A.',
    inviteSubject: 'Invitation: Q3 product review',
    inviteBody:
      'You are invited to the Q3 product review, next Tuesday 14:00-16:00, large meeting room, 5th floor.',
    receiptSubject: 'Please confirm: office move (receipt requested)',
    receiptBody:
      'Dear colleagues,\n\nWe move to the 12th floor of the new building on the 1st. Please send a read receipt once you have read this.\n\nFacilities',
    bigSubject: 'Final drawings (attachment over 10 MB)',
    bigBody: 'The final drawings are attached. The file is large: download it to view.',
    scheduledSubject: 'Scheduled: monthly summary',
    draftSubject: 'Draft: customer visit plan',
    spamSubject: 'Congratulations, you won! Claim now',
    spamBody: 'You have been selected for a prize. Click the link now to claim it.',
    financeSubject: 'Expense summary (Finance folder)',
    financeBody: 'This month’s expense summary is attached; please check it.',
    inlineSubject: 'New mail signature (inline images)',
    inlineBody: 'The new signature is live: the company logo shows right in the body.',
    csvHeader: 'item,amount,owner',
    csvRows: 'servers,120000,Zhang Wei\ntravel,18500,Li Na',
  },
}

const escape = (text: string) =>
  text.replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c]!)

function textFor(lang: Lang): FixtureText {
  const w = WORDS[lang]
  const html =
    `<div style="font-family: Arial, 'Microsoft YaHei', sans-serif; font-size: 14px">` +
    `<p>${escape(w.greeting)}</p><p>${escape(w.intro)}</p>` +
    `<p><img src="https://images.example.com/charts/burndown-${lang}.png" alt="${escape(w.chartCaption)}" width="480" height="240"></p>` +
    `<p style="color:#666">${escape(w.chartCaption)}</p>` +
    `<table border="1" cellpadding="4" style="border-collapse:collapse"><tr><th>${w.csvHeader.split(',').map(escape).join('</th><th>')}</th></tr>` +
    w.csvRows
      .split('\n')
      .map((row) => `<tr><td>${row.split(',').map(escape).join('</td><td>')}</td></tr>`)
      .join('') +
    `</table>` +
    `<p><a href="https://wiki.huayu.example.com/weekly">wiki.huayu.example.com/weekly</a></p>` +
    `<p>${escape(w.closing)}<br><img src="https://images.example.com/signatures/huayu-logo.png" alt="Huayu" width="120" height="32"></p></div>`
  const csv = `${w.csvHeader}\n${w.csvRows}\n`
  return {
    htmlSubject: w.htmlSubject,
    html,
    htmlAsText: `${w.greeting}\n\n${w.intro}\n\n${w.chartCaption}\n\n${csv}\n${w.closing}`,
    remark: w.remark,
    files: w.files,
    fileText: `${w.htmlSubject}\n\n${w.intro}\n`,
    csv,
    markdown: `# ${w.htmlSubject}\n\n- ${w.intro}\n- ${w.chartCaption}\n`,
    log: '2024-06-01 02:00:00 INFO  migration started\n2024-06-01 02:14:09 WARN  mailbox index rebuilt\n',
    htmlFile: `<!doctype html><html><head><title>${escape(w.htmlSubject)}</title></head><body><h1>${escape(w.htmlSubject)}</h1><script>window.__xssPreview = 1</script><p>${escape(w.intro)}</p></body></html>`,
    svg: `<svg xmlns="http://www.w3.org/2000/svg" width="200" height="60"><rect width="200" height="60" fill="#33B679"/><text x="10" y="35" fill="#fff">Huayu</text><script>window.__xssPreview = 1</script></svg>`,
    xml: `<?xml version="1.0" encoding="UTF-8"?>\n<config lang="${lang}"><title>${escape(w.htmlSubject)}</title></config>\n`,
    plainSubject: w.plainSubject,
    plain: w.plainBody,
    protectedSubject: w.protectedSubject,
    protectedHtml: `<p>${escape(w.secret)}</p>`,
    protectedPlain: w.secret,
    inviteSubject: w.inviteSubject,
    inviteHtml: `<p>${escape(w.inviteBody)}</p>`,
    invitePlain: w.inviteBody,
    ics: `BEGIN:VCALENDAR\r\nVERSION:2.0\r\nMETHOD:REQUEST\r\nBEGIN:VEVENT\r\nSUMMARY:${w.inviteSubject}\r\nEND:VEVENT\r\nEND:VCALENDAR\r\n`,
    receiptSubject: w.receiptSubject,
    receiptPlain: w.receiptBody,
    bigSubject: w.bigSubject,
    bigPlain: w.bigBody,
    scheduledSubject: w.scheduledSubject,
    draftSubject: w.draftSubject,
    spamSubject: w.spamSubject,
    spamHtml: `<p>${escape(w.spamBody)}</p><p><a href="https://prize.example.net/claim">https://prize.example.net/claim</a></p><img src="https://images.example.com/track/pixel.gif" width="1" height="1">`,
    financeSubject: w.financeSubject,
    financePlain: w.financeBody,
    inlineSubject: w.inlineSubject,
    inlineHtml:
      `<p>${escape(w.inlineBody)}</p>` +
      `<p><img src="cid:${INLINE_PARTS.logo.contentId}" alt="Huayu" width="16" height="16"></p>` +
      `<p><img src="cid:${INLINE_PARTS.chart.contentId}" alt="chart" width="200" height="60"></p>` +
      `<p><img src="cid:${INLINE_PARTS.page.contentId}" alt="page" width="10" height="10"></p>`,
    inlinePlain: w.inlineBody,
  }
}

export const FIXTURE_TEXT: Record<Lang, FixtureText> = {
  'zh-hans': textFor('zh-hans'),
  'zh-tw': textFor('zh-tw'),
  en: textFor('en'),
}
