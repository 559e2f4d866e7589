/** Language selector of the login and lock pages; the choice is kept in the language cookie. */
import {
  Button,
  Menu,
  MenuItemRadio,
  MenuList,
  MenuPopover,
  MenuTrigger,
} from '@fluentui/react-components'
import { GlobeRegular } from '@fluentui/react-icons'
import { useLingui } from '@lingui/react/macro'
import { changeLocale } from '../../i18n/i18n.ts'
import { HTML_LANG, isLocale, LOCALE_NATIVE_NAMES, LOCALES } from '../../i18n/locales.ts'

export function LanguagePicker() {
  const { t, i18n } = useLingui()
  const current = isLocale(i18n.locale) ? i18n.locale : LOCALES[0]
  return (
    <Menu
      checkedValues={{ language: [current] }}
      onCheckedValueChange={(_, data) => {
        const next = data.checkedItems[0]
        if (isLocale(next) && next !== current) void changeLocale(next)
      }}
    >
      <MenuTrigger disableButtonEnhancement>
        <Button
          appearance="subtle"
          icon={<GlobeRegular />}
          aria-label={t`语言：${LOCALE_NATIVE_NAMES[current]}`}
        >
          {LOCALE_NATIVE_NAMES[current]}
        </Button>
      </MenuTrigger>
      <MenuPopover>
        <MenuList>
          {LOCALES.map((locale) => (
            <MenuItemRadio key={locale} name="language" value={locale} lang={HTML_LANG[locale]}>
              {LOCALE_NATIVE_NAMES[locale]}
            </MenuItemRadio>
          ))}
        </MenuList>
      </MenuPopover>
    </Menu>
  )
}
