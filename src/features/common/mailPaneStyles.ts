import { tokens } from '@fluentui/react-components'
import { NARROW_MEDIA } from '../../app/layout/narrow.ts'

/**
 * The layout a mail shown in a tab shares, whether the reader opens it or a reviewer does:
 * spread into each feature's `makeStyles` so the two panes look the same and change together.
 */
export const mailPaneStyles = {
  root: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalS,
    padding: tokens.spacingHorizontalM,
    // Its natural height: the tab panel around it scrolls.
    flexShrink: 0,
  },
  spacer: { flexGrow: 1 },
  header: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXXS },
  subjectRow: {
    display: 'flex',
    alignItems: 'center',
    gap: tokens.spacingHorizontalS,
    flexWrap: 'wrap',
  },
  // A long subject wraps (even an unbroken one) instead of running off the pane.
  subject: {
    margin: 0,
    minWidth: 0,
    maxWidth: '100%',
    overflowWrap: 'anywhere',
    fontSize: tokens.fontSizeBase500,
    fontWeight: tokens.fontWeightSemibold,
  },
  field: { display: 'flex', gap: tokens.spacingHorizontalS, flexWrap: 'wrap' },
  label: { color: tokens.colorNeutralForeground3, minWidth: '4em' },
  // As tall as the mail (MailBody sizes its frame to the content): the pane scrolls as a page.
  body: { flexShrink: 0 },
  notice: {
    padding: tokens.spacingVerticalXXL,
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalS,
    alignItems: 'flex-start',
  },
} as const

/** A pane's toolbar: wrapping buttons over a rule; `gap` is the one thing panes choose. */
/**
 * A toolbar on a phone (decision 334): one row of finger-sized buttons that scrolls sideways
 * inside itself (each button keeps its width and one line of text), instead of wrapping to three
 * or four rows above the list or the mail.
 */
export const phoneToolbarRow = {
  flexWrap: 'nowrap',
  overflowX: 'auto',
  overflowY: 'hidden',
  '& > *': { flexShrink: 0, whiteSpace: 'nowrap' },
} as const

export const paneToolbarStyle = (gap: string) =>
  ({
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    gap,
    borderBottom: `1px solid ${tokens.colorNeutralStroke2}`,
    paddingBottom: tokens.spacingVerticalXS,
    [NARROW_MEDIA]: phoneToolbarRow,
  }) as const
