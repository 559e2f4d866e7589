import { makeResetStyles, tokens } from '@fluentui/react-components'

/*
 * Login and lock screen share the page frame: a centred card on a quiet brand backdrop.
 * Reset styles (one class name per element in JavaScript, the CSS in the extracted stylesheet)
 * keep the login page small. The lock screen adds its own (useLockStyles.styles.ts).
 */

const usePageClass = makeResetStyles({
  minHeight: '100vh',
  display: 'flex',
  flexDirection: 'column',
  backgroundColor: tokens.colorNeutralBackground2,
  backgroundImage: `radial-gradient(circle at 15% 10%, ${tokens.colorBrandBackground2} 0, transparent 45%), radial-gradient(circle at 85% 90%, ${tokens.colorBrandBackground2} 0, transparent 40%)`,
})

const useTopBarClass = makeResetStyles({
  display: 'flex',
  justifyContent: 'flex-end',
  padding: `${tokens.spacingVerticalM} ${tokens.spacingHorizontalL}`,
})

// The card hangs from a fixed top instead of being centred: parts that load after the form (the
// other login options, a captcha) then grow it downwards and never move the login button under
// a pointer that is clicking it (decision 195).
const useMainClass = makeResetStyles({
  flexGrow: 1,
  display: 'flex',
  alignItems: 'flex-start',
  justifyContent: 'center',
  padding: `max(${tokens.spacingVerticalL}, 8vh) ${tokens.spacingHorizontalM} ${tokens.spacingVerticalL}`,
})

const useCardClass = makeResetStyles({
  width: '100%',
  maxWidth: '420px',
  boxSizing: 'border-box',
  display: 'flex',
  flexDirection: 'column',
  rowGap: tokens.spacingVerticalL,
  padding: `${tokens.spacingVerticalXXL} ${tokens.spacingHorizontalXXXL}`,
  backgroundColor: tokens.colorNeutralBackground1,
  borderRadius: tokens.borderRadiusXLarge,
  boxShadow: tokens.shadow16,
  '@media (max-width: 480px)': {
    padding: `${tokens.spacingVerticalXL} ${tokens.spacingHorizontalL}`,
    boxShadow: tokens.shadow4,
  },
})

const useBrandClass = makeResetStyles({
  display: 'flex',
  flexDirection: 'column',
  rowGap: tokens.spacingVerticalM,
})

const useLogoClass = makeResetStyles({
  height: '40px',
  maxWidth: '200px',
  objectFit: 'contain',
  objectPosition: 'left center',
})

const useLogoFallbackClass = makeResetStyles({
  width: '40px',
  height: '40px',
  borderRadius: tokens.borderRadiusLarge,
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  fontSize: '22px',
  color: tokens.colorNeutralForegroundOnBrand,
  backgroundColor: tokens.colorBrandBackground,
  flexShrink: 0,
})

const useBrandTextClass = makeResetStyles({
  display: 'flex',
  flexDirection: 'column',
  rowGap: tokens.spacingVerticalXXS,
})

const useBrandTitleClass = makeResetStyles({
  margin: 0,
  overflowWrap: 'anywhere',
  fontFamily: tokens.fontFamilyBase,
  fontSize: tokens.fontSizeBase600,
  lineHeight: tokens.lineHeightBase600,
  fontWeight: tokens.fontWeightSemibold,
  color: tokens.colorNeutralForeground1,
})

const useBrandSubtitleClass = makeResetStyles({
  fontFamily: tokens.fontFamilyBase,
  fontSize: tokens.fontSizeBase300,
  lineHeight: tokens.lineHeightBase300,
  color: tokens.colorNeutralForeground3,
})

const useLinkClass = makeResetStyles({
  color: tokens.colorBrandForegroundLink,
  textDecorationLine: 'none',
  ':hover': { color: tokens.colorBrandForegroundLinkHover, textDecorationLine: 'underline' },
})

const useOptionsRowClass = makeResetStyles({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  columnGap: tokens.spacingHorizontalM,
})

/** A link-looking button (forgot password opens a dialog, it goes nowhere). */
const useTextButtonClass = makeResetStyles({
  padding: 0,
  border: 'none',
  background: 'none',
  cursor: 'pointer',
  font: 'inherit',
  fontSize: tokens.fontSizeBase300,
  color: tokens.colorBrandForegroundLink,
  ':hover': { color: tokens.colorBrandForegroundLinkHover, textDecorationLine: 'underline' },
})

const useFormClass = makeResetStyles({
  display: 'flex',
  flexDirection: 'column',
  rowGap: tokens.spacingVerticalM,
  // The submit button spans the card.
  '> button[type="submit"]': { width: '100%', marginTop: tokens.spacingVerticalS },
})

const useCaptchaLoadingClass = makeResetStyles({
  minHeight: '120px',
  color: tokens.colorPaletteRedForeground1,
  fontSize: tokens.fontSizeBase200,
})

const useOthersClass = makeResetStyles({
  display: 'flex',
  flexDirection: 'column',
  rowGap: tokens.spacingVerticalXS,
  paddingTop: tokens.spacingVerticalM,
  borderTop: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
})

const useOthersButtonsClass = makeResetStyles({
  display: 'flex',
  flexWrap: 'wrap',
  columnGap: tokens.spacingHorizontalS,
})

const useNoteClass = makeResetStyles({
  color: tokens.colorNeutralForeground3,
  fontSize: tokens.fontSizeBase200,
})

const useFooterClass = makeResetStyles({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'center',
  columnGap: tokens.spacingHorizontalL,
  padding: tokens.spacingVerticalL,
  color: tokens.colorNeutralForeground3,
  fontSize: tokens.fontSizeBase200,
})

const useCenteredClass = makeResetStyles({
  display: 'flex',
  justifyContent: 'center',
  padding: tokens.spacingVerticalXL,
})

export function useLoginStyles() {
  return {
    page: usePageClass(),
    topBar: useTopBarClass(),
    main: useMainClass(),
    card: useCardClass(),
    brand: useBrandClass(),
    logo: useLogoClass(),
    logoFallback: useLogoFallbackClass(),
    brandText: useBrandTextClass(),
    brandTitle: useBrandTitleClass(),
    brandSubtitle: useBrandSubtitleClass(),
    link: useLinkClass(),
    form: useFormClass(),
    optionsRow: useOptionsRowClass(),
    textButton: useTextButtonClass(),
    captchaLoading: useCaptchaLoadingClass(),
    others: useOthersClass(),
    othersButtons: useOthersButtonsClass(),
    note: useNoteClass(),
    footer: useFooterClass(),
    centered: useCenteredClass(),
  }
}
