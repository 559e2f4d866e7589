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

export { dayjs }
export default dayjs
