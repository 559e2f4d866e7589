import { useLingui } from '@lingui/react/macro'

/** The pages of the sections (/setting/$page, …), each titled by useScreenTitles. */
export const SETTING_PAGES = [
  'user',
  'password',
  'param',
  'template',
  'signature',
  'skin',
  'twofactor',
  'autoreply',
  'autoforward',
  'whitelist',
  'blacklist',
  'mailboxmove',
  'sms',
  'feedback',
  'zhaohui',
  'filter',
  'relatelist',
  'transfer',
  'accountcancel',
  'tag',
] as const
export type SettingPage = (typeof SETTING_PAGES)[number]

export const FILE_PAGES = ['pfile', 'cfile', 'afile'] as const
export const CALENDAR_PAGES = ['index', 'set'] as const
// R-ROUTE-3 names four books; the mailing lists (lab) are a fifth page (decisions.md #197).
export const CONTACT_PAGES = ['pab', 'oab', 'cab', 'soab', 'lab'] as const
export type ContactPage = (typeof CONTACT_PAGES)[number]

export type Section = 'file' | 'calendar' | 'contact' | 'setting'
/**
 * A screen outside the sections that `staticData.screen` names and useScreenTitles titles:
 * built screens (review, twofactor, messageInfo, preview, print) and placeholders of later
 * releases alike.
 */
export type TitledScreen =
  | 'review'
  | 'search'
  | 'appcenter'
  | 'twofactor'
  | 'fileshare'
  | 'messageInfo'
  | 'preview'
  | 'print'
  | 'searchResults'

declare module '@tanstack/react-router' {
  interface StaticDataRouteOption {
    /** Which screen a route shows (its title; a placeholder's panel). */
    screen?: TitledScreen
    /** Section routes with a `$page` child. */
    section?: Section
  }
}

export function useScreenTitles() {
  const { t } = useLingui()
  const setting: Record<SettingPage, string> = {
    user: t`个人资料`,
    password: t`修改密码`,
    param: t`参数设置`,
    template: t`邮件模板`,
    signature: t`签名`,
    skin: t`换肤`,
    twofactor: t`双重验证`,
    autoreply: t`自动回复`,
    autoforward: t`自动转发`,
    whitelist: t`白名单`,
    blacklist: t`黑名单`,
    mailboxmove: t`邮箱搬家`,
    sms: t`短信通知`,
    feedback: t`意见反馈`,
    zhaohui: t`召回记录`,
    filter: t`来信分类`,
    relatelist: t`关联邮箱`,
    transfer: t`SMTP 中继`,
    accountcancel: t`注销账号`,
    tag: t`标签管理`,
  }
  return {
    setting,
    file: { pfile: t`个人网盘`, cfile: t`企业网盘`, afile: t`文件中转站` },
    calendar: { index: t`日程`, set: t`日程设置` },
    contact: {
      pab: t`个人通讯录`,
      oab: t`组织通讯录`,
      cab: t`公共通讯录`,
      soab: t`其他域通讯录`,
      lab: t({ message: '邮件列表', context: 'address book', comment: 'Mailing lists (lab)' }),
    } satisfies Record<ContactPage, string>,
    review: t`邮件审核`,
    search: t`自助查询`,
    appcenter: t`应用中心`,
    twofactor: t`双重验证登录`,
    fileshare: t`文件分享`,
    messageInfo: t`邮件头与原文`,
    preview: t`附件预览`,
    print: t`打印邮件`,
    searchResults: t`搜索结果`,
  }
}
