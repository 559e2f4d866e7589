import { makeStyles, tokens } from '@fluentui/react-components'

/**
 * What only /setting/twofactor shows: the code field beside its send button, the binding
 * wizard's steps, backup key and QR code, the WeChat row. The page, its sections, forms and
 * buttons use the shared settings styles (common/useSettingsStyles.styles.ts).
 */
export const useTwoFactorStyles = makeStyles({
  row: {
    display: 'flex',
    alignItems: 'flex-end',
    columnGap: tokens.spacingHorizontalS,
    '& > :first-child': { flexGrow: 1 },
  },
  steps: {
    display: 'flex',
    columnGap: tokens.spacingHorizontalS,
    margin: 0,
    padding: 0,
    listStyleType: 'none',
    flexWrap: 'wrap',
  },
  step: { color: tokens.colorNeutralForeground3 },
  stepCurrent: { color: tokens.colorBrandForeground1, fontWeight: tokens.fontWeightSemibold },
  key: {
    fontFamily: tokens.fontFamilyMonospace,
    fontSize: tokens.fontSizeBase500,
    letterSpacing: '0.05em',
    padding: tokens.spacingHorizontalM,
    backgroundColor: tokens.colorNeutralBackground3,
    borderRadius: tokens.borderRadiusMedium,
    userSelect: 'all',
  },
  qr: {
    width: '200px',
    height: '200px',
    border: `1px solid ${tokens.colorNeutralStroke2}`,
    borderRadius: tokens.borderRadiusMedium,
  },
  wechat: { display: 'flex', alignItems: 'center', columnGap: tokens.spacingHorizontalS },
})
