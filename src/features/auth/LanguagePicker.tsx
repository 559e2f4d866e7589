/**
 * Language selector of the login and lock pages; the choice is kept in the language cookie.
 * A native select rather than a Menu: it does the same job with the platform's own keyboard and
 * screen-reader support. Styled as Fluent's Select (underline) without its component code, so
 * the login page's JavaScript stays small.
 */
import { makeResetStyles, tokens } from '@fluentui/react-components'
import { useLingui } from '@lingui/react/macro'
import { changeLocale } from '../../i18n/i18n.ts'
import { HTML_LANG, isLocale, LOCALE_NATIVE_NAMES, LOCALES } from '../../i18n/locales.ts'
import { ChevronDownIcon, GlobeIcon } from './ui/icons.tsx'

const useRootClass = makeResetStyles({
  display: 'inline-flex',
  alignItems: 'center',
  columnGap: tokens.spacingHorizontalXS,
  '> svg': { fontSize: '20px', color: tokens.colorNeutralForeground2 },
})

/** The select and its chevron; the brand underline grows while it has focus, as in Fluent. */
const useSelectFrameClass = makeResetStyles({
  position: 'relative',
  display: 'inline-flex',
  alignItems: 'center',
  '> select': {
    appearance: 'none',
    height: '32px',
    padding: `0 calc(${tokens.spacingHorizontalMNudge} + 20px + 2 * ${tokens.spacingHorizontalXXS}) 0 calc(${tokens.spacingHorizontalMNudge} + ${tokens.spacingHorizontalXXS})`,
    border: 'none',
    borderBottom: `1px solid ${tokens.colorNeutralStrokeAccessible}`,
    borderRadius: 0,
    backgroundColor: tokens.colorTransparentBackground,
    color: tokens.colorNeutralForeground1,
    fontFamily: tokens.fontFamilyBase,
    fontSize: tokens.fontSizeBase300,
    lineHeight: tokens.lineHeightBase300,
    cursor: 'pointer',
    outline: '2px solid transparent',
  },
  '> select:hover': { borderBottomColor: tokens.colorNeutralStrokeAccessibleHover },
  '> svg': {
    position: 'absolute',
    right: tokens.spacingHorizontalMNudge,
    fontSize: '20px',
    color: tokens.colorNeutralStrokeAccessible,
    pointerEvents: 'none',
  },
  '::after': {
    content: '""',
    position: 'absolute',
    left: 0,
    right: 0,
    bottom: 0,
    height: '2px',
    backgroundColor: tokens.colorCompoundBrandStroke,
    transform: 'scaleX(0)',
    transitionProperty: 'transform',
    transitionDuration: tokens.durationNormal,
    '@media screen and (prefers-reduced-motion: reduce)': { transitionDuration: '0.01ms' },
  },
  ':focus-within::after': { transform: 'scaleX(1)' },
})

export function LanguagePicker() {
  const { t, i18n } = useLingui()
  const current = isLocale(i18n.locale) ? i18n.locale : LOCALES[0]
  return (
    <span className={useRootClass()}>
      <GlobeIcon />
      <span className={useSelectFrameClass()}>
        <select
          aria-label={t`语言`}
          value={current}
          lang={HTML_LANG[current]}
          onChange={(event) => {
            const next = event.target.value
            if (isLocale(next) && next !== current) void changeLocale(next)
          }}
        >
          {LOCALES.map((locale) => (
            <option key={locale} value={locale} lang={HTML_LANG[locale]}>
              {LOCALE_NATIVE_NAMES[locale]}
            </option>
          ))}
        </select>
        <ChevronDownIcon />
      </span>
    </span>
  )
}
