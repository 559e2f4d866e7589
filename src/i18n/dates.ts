/**
 * dayjs with the interface language's locale. Screens import dayjs from here, so dayjs stays out
 * of the login page's JavaScript and its locale always follows the language switch.
 */
import dayjs from 'dayjs'
import 'dayjs/locale/zh-cn'
import 'dayjs/locale/zh-tw'
import { i18n } from '@lingui/core'

const DAYJS_LOCALE: Record<string, string> = { 'zh-hans': 'zh-cn', 'zh-tw': 'zh-tw', en: 'en' }

function follow() {
  dayjs.locale(DAYJS_LOCALE[i18n.locale] ?? 'zh-cn')
}

follow()
i18n.on('change', follow)

/**
 * How the reader writes a mail's time: its own header, and the header block of a message
 * forwarded inside the body, so both read alike in every language.
 */
export function formatMailTime(value: string | number): string {
  const time = dayjs(value)
  return time.isValid() ? time.format('YYYY-MM-DD HH:mm:ss') : String(value)
}

export { dayjs }
export default dayjs
