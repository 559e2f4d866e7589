import { makeStyles, tokens } from '@fluentui/react-components'

/** The two-factor login page's and the WeChat dialog's own pieces (the frame is useLoginStyles). */
export const useTwoFactorStyles = makeStyles({
  header: { display: 'flex', flexDirection: 'column', rowGap: tokens.spacingVerticalXS },
  title: { margin: 0 },
  hint: { color: tokens.colorNeutralForeground3 },
  codeRow: {
    display: 'flex',
    alignItems: 'flex-end',
    columnGap: tokens.spacingHorizontalS,
    '& > :first-child': { flexGrow: 1 },
  },
  sentTo: { color: tokens.colorNeutralForeground3 },
  backRow: { display: 'flex', justifyContent: 'center' },
  qrBox: {
    position: 'relative',
    width: '200px',
    height: '200px',
    margin: '0 auto',
    border: `1px solid ${tokens.colorNeutralStroke2}`,
    borderRadius: tokens.borderRadiusMedium,
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'center',
    backgroundColor: tokens.colorNeutralBackground1,
  },
  qrImage: { width: '100%', height: '100%' },
  qrDim: { opacity: 0.15 },
  qrOverlay: {
    position: 'absolute',
    inset: 0,
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'center',
    justifyContent: 'center',
    rowGap: tokens.spacingVerticalS,
    textAlign: 'center',
    padding: tokens.spacingHorizontalM,
  },
  qrStatus: { textAlign: 'center', display: 'block', marginTop: tokens.spacingVerticalS },
})
