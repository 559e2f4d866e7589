import { makeStyles, tokens } from '@fluentui/react-components'
import { mailPaneStyles, paneToolbarStyle } from '../common/mailPaneStyles.ts'

export const useReviewStyles = makeStyles({
  ...mailPaneStyles,
  toolbar: paneToolbarStyle(tokens.spacingHorizontalS),
  table: { tableLayout: 'auto' },
  subjectCell: { maxWidth: '360px' },
  subjectLink: {
    display: 'block',
    overflow: 'hidden',
    textOverflow: 'ellipsis',
    whiteSpace: 'nowrap',
    textAlign: 'start',
  },
  clip: {
    display: 'block',
    maxWidth: '240px',
    overflow: 'hidden',
    textOverflow: 'ellipsis',
    whiteSpace: 'nowrap',
  },
  nowrap: { whiteSpace: 'nowrap' },
  empty: { padding: tokens.spacingVerticalXXL, color: tokens.colorNeutralForeground3 },
  dialogContent: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
})
