/**
 * The top-level areas (R-LAYOUT-1 sidebar icons, R-LAYOUT-2 top tabs) in one list, with the
 * login-info switch that hides an area. The active area follows the path prefix.
 */
import type { LoginAfterInfo } from '../../api/types.ts'

export type AreaId = 'mailbox' | 'calendar' | 'file' | 'contact' | 'search'

/** Where an area's tab or icon goes, as typed router link options. */
export type AreaLink =
  | { to: '/mailbox/welcome' }
  | { to: '/search' }
  | { to: '/calendar/$page'; params: { page: 'index' } }
  | { to: '/file/$page'; params: { page: 'pfile' } }
  | { to: '/contact/$page'; params: { page: 'pab' } }

export interface Area {
  id: AreaId
  /** Path prefix that makes this area active. */
  prefix: string
  link: AreaLink
  visible: (info: LoginAfterInfo) => boolean
}

export const AREAS: readonly Area[] = [
  { id: 'mailbox', prefix: '/mailbox', link: { to: '/mailbox/welcome' }, visible: () => true },
  {
    id: 'calendar',
    prefix: '/calendar',
    link: { to: '/calendar/$page', params: { page: 'index' } },
    visible: () => true,
  },
  {
    id: 'file',
    prefix: '/file',
    link: { to: '/file/$page', params: { page: 'pfile' } },
    visible: (info) => info.sw_netdisk_page,
  },
  {
    id: 'contact',
    prefix: '/contact',
    link: { to: '/contact/$page', params: { page: 'pab' } },
    visible: () => true,
  },
  { id: 'search', prefix: '/search', link: { to: '/search' }, visible: (info) => info.center_show },
]

export function activeArea(pathname: string): AreaId | undefined {
  return AREAS.find((area) => pathname === area.prefix || pathname.startsWith(`${area.prefix}/`))
    ?.id
}

/** Help pages per language (opened in a new window from the sidebar). */
export const HELP_URLS = {
  'zh-hans': '/help/zh-hans/index.html',
  'zh-tw': '/help/zh-tw/index.html',
  en: '/help/en/index.html',
} as const
