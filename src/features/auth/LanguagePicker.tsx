/**
 * Language selector of the login and lock pages; the choice is kept in the language cookie.
 * A native select (Fluent `Select`) rather than a Menu: it does the same job with the platform's
 * own keyboard and screen-reader support, and keeps Menu, positioning and tabster out of the
 * login page's JavaScript.
 */
import { makeStyles, Select, tokens } from '@fluentui/react-components'
import { GlobeRegular } from '@fluentui/react-icons'
import { useLingui } from '@lingui/react/macro'
import { changeLocale } from '../../i18n/i18n.ts'
import { HTML_LANG, isLocale, LOCALE_NATIVE_NAMES, LOCALES } from '../../i18n/locales.ts'

const useStyles = makeStyles({
  root: { display: 'inline-flex', alignItems: 'center', columnGap: tokens.spacingHorizontalXS },
  icon: { fontSize: '20px', color: tokens.colorNeutralForeground2 },
})

export function LanguagePicker() {
  const { t, i18n } = useLingui()
  const styles = useStyles()
  const current = isLocale(i18n.locale) ? i18n.locale : LOCALES[0]
  return (
    <span className={styles.root}>
      <GlobeRegular className={styles.icon} aria-hidden />
      <Select
        appearance="underline"
        aria-label={t`语言`}
        value={current}
        lang={HTML_LANG[current]}
        onChange={(_, data) => {
          if (isLocale(data.value) && data.value !== current) void changeLocale(data.value)
        }}
      >
        {LOCALES.map((locale) => (
          <option key={locale} value={locale} lang={HTML_LANG[locale]}>
            {LOCALE_NATIVE_NAMES[locale]}
          </option>
        ))}
      </Select>
    </span>
  )
}
