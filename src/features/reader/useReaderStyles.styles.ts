import { makeStyles, tokens } from '@fluentui/react-components'
import { mailPaneStyles, paneToolbarStyle } from '../common/mailPaneStyles.ts'

export const useReaderStyles = makeStyles({
  ...mailPaneStyles,
  toolbar: paneToolbarStyle(tokens.spacingHorizontalXS),
  muted: { color: tokens.colorNeutralForeground3 },
  party: { whiteSpace: 'nowrap' },
  bar: {
    display: 'flex',
    alignItems: 'center',
    gap: tokens.spacingHorizontalS,
    flexWrap: 'wrap',
    padding: `${tokens.spacingVerticalXS} ${tokens.spacingHorizontalS}`,
    backgroundColor: tokens.colorNeutralBackground3,
    borderRadius: tokens.borderRadiusMedium,
  },
  /** The delivery status of a sent mail: a heading, its buttons, then the folded table. */
  sentStatus: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalXS,
    padding: `${tokens.spacingVerticalXS} ${tokens.spacingHorizontalS}`,
    backgroundColor: tokens.colorNeutralBackground3,
    borderRadius: tokens.borderRadiusMedium,
  },
  prompt: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalS,
    maxWidth: '360px',
    padding: tokens.spacingVerticalL,
  },
})
