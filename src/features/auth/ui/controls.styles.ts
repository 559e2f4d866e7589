/**
 * The look of Fluent UI v9's Field, Input (large, outline), Checkbox, Button (primary large,
 * subtle small), MessageBar (error) and Spinner, rebuilt from Fluent's own style values and
 * tokens for the login page. Reset styles, not atomic ones: each hook ships one class name in
 * JavaScript (the CSS goes to the extracted stylesheet), and states come from CSS selectors
 * (:checked, :focus-within, [aria-invalid], :disabled) rather than from JavaScript. Fluent's
 * components cost ≈ 15 KB gzip of JavaScript on the login page; these a small fraction of that.
 */
import {
  createFocusOutlineStyle,
  makeResetStyles,
  tokens,
  type GriffelResetStyle,
} from '@fluentui/react-components'

// Helpers are functions called inside the style objects: Griffel evaluates them at build time,
// and nothing of them (nor of react-tabster) is left to run in the browser.
const reducedMotion = '@media screen and (prefers-reduced-motion: reduce)'

export const useFieldClass = makeResetStyles({ display: 'grid' })

export const useLabelClass = makeResetStyles({
  justifySelf: 'start',
  padding: `${tokens.spacingVerticalXXS} 0`,
  marginBottom: tokens.spacingVerticalXXS,
  fontFamily: tokens.fontFamilyBase,
  fontSize: tokens.fontSizeBase300,
  lineHeight: tokens.lineHeightBase300,
  color: tokens.colorNeutralForeground1,
  '> span': { color: tokens.colorPaletteRedForeground3, paddingLeft: tokens.spacingHorizontalXS },
})

/** The input's frame; the brand underline grows while the input has focus. */
export const useInputFrameClass = makeResetStyles({
  display: 'flex',
  alignItems: 'center',
  columnGap: tokens.spacingHorizontalSNudge,
  position: 'relative',
  boxSizing: 'border-box',
  minHeight: '40px',
  paddingLeft: tokens.spacingHorizontalM,
  borderRadius: tokens.borderRadiusMedium,
  backgroundColor: tokens.colorNeutralBackground1,
  border: `1px solid ${tokens.colorNeutralStroke1}`,
  borderBottomColor: tokens.colorNeutralStrokeAccessible,
  fontFamily: tokens.fontFamilyBase,
  fontSize: tokens.fontSizeBase400,
  lineHeight: tokens.lineHeightBase400,
  ':hover': {
    borderColor: tokens.colorNeutralStroke1Hover,
    borderBottomColor: tokens.colorNeutralStrokeAccessibleHover,
  },
  ':focus-within': {
    outline: '2px solid transparent',
    borderColor: tokens.colorNeutralStroke1Pressed,
    borderBottomColor: tokens.colorNeutralStrokeAccessiblePressed,
  },
  ':has([aria-invalid="true"]):not(:focus-within)': { borderColor: tokens.colorPaletteRedBorder2 },
  '::after': {
    content: '""',
    position: 'absolute',
    left: '-1px',
    right: '-1px',
    bottom: '-1px',
    height: `max(2px, ${tokens.borderRadiusMedium})`,
    boxSizing: 'border-box',
    borderBottom: `2px solid ${tokens.colorCompoundBrandStroke}`,
    borderBottomLeftRadius: tokens.borderRadiusMedium,
    borderBottomRightRadius: tokens.borderRadiusMedium,
    clipPath: 'inset(calc(100% - 2px) 0 0 0)',
    transform: 'scaleX(0)',
    transitionProperty: 'transform',
    transitionDuration: tokens.durationUltraFast,
    [reducedMotion]: { transitionDuration: '0.01ms' },
  },
  ':focus-within::after': { transform: 'scaleX(1)', transitionDuration: tokens.durationNormal },
  '> svg': { flexShrink: 0, fontSize: '24px', color: tokens.colorNeutralForeground3 },
})

export const useInputClass = makeResetStyles({
  alignSelf: 'stretch',
  flexGrow: 1,
  minWidth: 0,
  boxSizing: 'border-box',
  padding: `0 calc(${tokens.spacingHorizontalM} + ${tokens.spacingHorizontalSNudge}) 0 ${tokens.spacingHorizontalSNudge}`,
  border: 'none',
  outlineStyle: 'none',
  backgroundColor: 'transparent',
  color: tokens.colorNeutralForeground1,
  font: 'inherit',
})

export const useMessageClass = makeResetStyles({
  marginTop: tokens.spacingVerticalXXS,
  paddingLeft: `calc(12px + ${tokens.spacingHorizontalXS})`,
  fontFamily: tokens.fontFamilyBase,
  fontSize: tokens.fontSizeBase200,
  lineHeight: tokens.lineHeightBase200,
  color: tokens.colorPaletteRedForeground1,
  '> svg': {
    fontSize: '12px',
    marginLeft: `calc(-12px - ${tokens.spacingHorizontalXS})`,
    marginRight: tokens.spacingHorizontalXS,
    verticalAlign: '-1px',
  },
})

/** Checkbox: the native input sits invisible over the indicator, which follows `:checked`. */
export const useCheckClass = makeResetStyles({
  position: 'relative',
  display: 'inline-flex',
  alignSelf: 'flex-start',
  cursor: 'pointer',
  color: tokens.colorNeutralForeground3,
  fontFamily: tokens.fontFamilyBase,
  fontSize: tokens.fontSizeBase300,
  lineHeight: tokens.lineHeightBase300,
  ':hover': { color: tokens.colorNeutralForeground2 },
  ':has(:checked)': { color: tokens.colorNeutralForeground1 },
  '> input': {
    position: 'absolute',
    top: 0,
    left: 0,
    width: `calc(16px + 2 * ${tokens.spacingHorizontalS})`,
    height: '100%',
    margin: 0,
    opacity: 0,
    cursor: 'inherit',
  },
  '> span': {
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'center',
    flexShrink: 0,
    boxSizing: 'border-box',
    width: '16px',
    height: '16px',
    margin: `${tokens.spacingVerticalS} ${tokens.spacingHorizontalS}`,
    border: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStrokeAccessible}`,
    borderRadius: tokens.borderRadiusSmall,
    color: 'transparent',
    fontSize: '12px',
    pointerEvents: 'none',
  },
  ':hover > span': { borderColor: tokens.colorNeutralStrokeAccessibleHover },
  '> :checked + span': {
    color: tokens.colorNeutralForegroundInverted,
    backgroundColor: tokens.colorCompoundBrandBackground,
    borderColor: tokens.colorCompoundBrandBackground,
  },
  '> label': {
    alignSelf: 'center',
    padding: `${tokens.spacingVerticalS} ${tokens.spacingHorizontalS} ${tokens.spacingVerticalS} ${tokens.spacingHorizontalXS}`,
    marginTop: `calc((16px - ${tokens.lineHeightBase300}) / 2)`,
    marginBottom: `calc((16px - ${tokens.lineHeightBase300}) / 2)`,
    cursor: 'inherit',
  },
  ...createFocusOutlineStyle({ style: {}, selector: 'focus-within' }),
})

const buttonBase = (): GriffelResetStyle => ({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  columnGap: tokens.spacingHorizontalSNudge,
  boxSizing: 'border-box',
  margin: 0,
  border: `${tokens.strokeWidthThin} solid transparent`,
  borderRadius: tokens.borderRadiusMedium,
  fontFamily: tokens.fontFamilyBase,
  fontWeight: tokens.fontWeightSemibold,
  cursor: 'pointer',
  transitionDuration: tokens.durationFaster,
  transitionProperty: 'background, border, color',
  [reducedMotion]: { transitionDuration: '0.01ms' },
  ...createFocusOutlineStyle(),
})

/** Primary, large; `aria-disabled` while busy (it keeps the focus, as Fluent's disabledFocusable). */
export const usePrimaryButtonClass = makeResetStyles({
  ...buttonBase(),
  minHeight: '40px',
  padding: `8px ${tokens.spacingHorizontalL}`,
  fontSize: tokens.fontSizeBase400,
  lineHeight: tokens.lineHeightBase400,
  color: tokens.colorNeutralForegroundOnBrand,
  backgroundColor: tokens.colorBrandBackground,
  ':hover': { backgroundColor: tokens.colorBrandBackgroundHover },
  ':hover:active': { backgroundColor: tokens.colorBrandBackgroundPressed },
  '[aria-disabled="true"]': {
    cursor: 'not-allowed',
    color: tokens.colorNeutralForegroundDisabled,
    backgroundColor: tokens.colorNeutralBackgroundDisabled,
  },
  '@media (forced-colors: active)': { backgroundColor: 'Highlight', color: 'HighlightText' },
})

/** Subtle, small: the retry action of the error bar and the later-release login options. */
export const useSubtleButtonClass = makeResetStyles({
  ...buttonBase(),
  minHeight: '24px',
  padding: `1px ${tokens.spacingHorizontalS}`,
  fontSize: tokens.fontSizeBase200,
  lineHeight: tokens.lineHeightBase200,
  fontWeight: tokens.fontWeightRegular,
  color: tokens.colorNeutralForeground2,
  backgroundColor: tokens.colorSubtleBackground,
  ':hover': {
    color: tokens.colorNeutralForeground2Hover,
    backgroundColor: tokens.colorSubtleBackgroundHover,
  },
  '[aria-disabled="true"]': {
    cursor: 'not-allowed',
    color: tokens.colorNeutralForegroundDisabled,
    backgroundColor: tokens.colorSubtleBackground,
  },
  '> svg': { fontSize: '20px' },
})

export const useErrorBarClass = makeResetStyles({
  display: 'flex',
  alignItems: 'center',
  columnGap: tokens.spacingHorizontalS,
  minHeight: '36px',
  padding: `${tokens.spacingVerticalS} ${tokens.spacingHorizontalM}`,
  boxSizing: 'border-box',
  border: `${tokens.strokeWidthThin} solid ${tokens.colorStatusDangerBorder1}`,
  borderRadius: tokens.borderRadiusMedium,
  backgroundColor: tokens.colorStatusDangerBackground1,
  color: tokens.colorNeutralForeground1,
  fontFamily: tokens.fontFamilyBase,
  fontSize: tokens.fontSizeBase300,
  lineHeight: tokens.lineHeightBase300,
  '> svg': { flexShrink: 0, fontSize: '16px', color: tokens.colorStatusDangerForeground1 },
  '> span': { flexGrow: 1 },
})

/** A ring turning in the brand colour; inside a primary button it turns in the text colour. */
export const useSpinnerClass = makeResetStyles({
  display: 'inline-flex',
  alignItems: 'center',
  columnGap: tokens.spacingHorizontalS,
  fontFamily: tokens.fontFamilyBase,
  fontSize: tokens.fontSizeBase300,
  color: tokens.colorNeutralForeground1,
  '::before': {
    content: '""',
    width: '32px',
    height: '32px',
    boxSizing: 'border-box',
    borderRadius: '50%',
    border: `3px solid ${tokens.colorBrandStroke2}`,
    borderTopColor: tokens.colorBrandStroke1,
    animationName: { to: { transform: 'rotate(360deg)' } },
    animationDuration: '1.5s',
    animationIterationCount: 'infinite',
    animationTimingFunction: 'linear',
    '@media screen and (prefers-reduced-motion: reduce)': { animationDuration: '3s' },
  },
  'button > &::before': {
    width: '20px',
    height: '20px',
    borderWidth: '2px',
    borderColor: 'currentColor',
    borderTopColor: 'transparent',
  },
})
