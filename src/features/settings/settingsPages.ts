/**
 * The built settings pages and the menu that groups them (issue 12). A page joins the menu by
 * being in SETTING_PAGE_COMPONENTS; pages not built yet stay out of it (their URL still shows the
 * "later version" placeholder). The groups (R-ROUTE-3 pages): personal, mail handling,
 * security, other (decisions.md #154).
 */
import { lazy, type LazyExoticComponent, type ComponentType } from 'react'
import type { SettingPage } from '../../app/useScreenTitles.ts'

export const SETTING_PAGE_COMPONENTS: Partial<
  Record<SettingPage, LazyExoticComponent<ComponentType>>
> = {
  user: lazy(() => import('./user/ProfileSettingsPage.tsx')),
  password: lazy(() => import('./password/PasswordSettingsPage.tsx')),
  param: lazy(() => import('./param/ParamSettingsPage.tsx')),
  signature: lazy(() => import('./signature/SignatureSettingsPage.tsx')),
  template: lazy(() => import('./template/TemplateSettingsPage.tsx')),
  skin: lazy(() => import('./skin/SkinSettingsPage.tsx')),
  tag: lazy(() => import('./tag/TagSettingsPage.tsx')),
  twofactor: lazy(() => import('./twofactor/TwoFactorSettingsPage.tsx')),
  autoreply: lazy(() => import('./autoreply/AutoReplySettingsPage.tsx')),
  autoforward: lazy(() => import('./autoforward/AutoForwardSettingsPage.tsx')),
  sms: lazy(() => import('./sms/SmsSettingsPage.tsx')),
  zhaohui: lazy(() => import('./zhaohui/RecallLogPage.tsx')),
  feedback: lazy(() => import('./feedback/FeedbackSettingsPage.tsx')),
  whitelist: lazy(() => import('./senders/WhitelistSettingsPage.tsx')),
  blacklist: lazy(() => import('./senders/BlacklistSettingsPage.tsx')),
  filter: lazy(() => import('./filter/FilterSettingsPage.tsx')),
  transfer: lazy(() => import('./transfer/SmtpRelaySettingsPage.tsx')),
  accountcancel: lazy(() => import('./accountcancel/AccountCancelPage.tsx')),
  relatelist: lazy(() => import('./relatelist/RelateListSettingsPage.tsx')),
  mailboxmove: lazy(() => import('./mailboxmove/MailboxMoveSettingsPage.tsx')),
}

export type SettingGroup = 'personal' | 'mail' | 'security' | 'other'

/** Every settings page in its group, in menu order; the menu shows the built ones. */
export const SETTING_GROUPS: readonly { group: SettingGroup; pages: readonly SettingPage[] }[] = [
  { group: 'personal', pages: ['user', 'param', 'skin', 'signature', 'template', 'tag'] },
  {
    group: 'mail',
    pages: [
      'autoreply',
      'autoforward',
      'filter',
      'whitelist',
      'blacklist',
      'mailboxmove',
      'transfer',
      'relatelist',
    ],
  },
  { group: 'security', pages: ['password', 'twofactor', 'accountcancel'] },
  { group: 'other', pages: ['sms', 'zhaohui', 'feedback'] },
]

export const isBuiltSettingPage = (page: string): page is SettingPage =>
  page in SETTING_PAGE_COMPONENTS

/** The menu: groups with at least one built page, each with its built pages. */
export function settingsMenu(): { group: SettingGroup; pages: SettingPage[] }[] {
  return SETTING_GROUPS.map(({ group, pages }) => ({
    group,
    pages: pages.filter(isBuiltSettingPage),
  })).filter(({ pages }) => pages.length > 0)
}
