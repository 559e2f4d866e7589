import { makeStyles, tokens } from '@fluentui/react-components'

/** Card width the grid fills rows with (useGridColumns counts with the same numbers). */
export const CARD_MIN_WIDTH = 220
export const CARD_GAP = 8

export const useAttachmentStyles = makeStyles({
  section: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXS },
  heading: {
    display: 'flex',
    alignItems: 'center',
    flexWrap: 'wrap',
    gap: tokens.spacingHorizontalS,
  },
  title: { display: 'inline-flex', alignItems: 'center', gap: tokens.spacingHorizontalXS },
  grid: {
    display: 'grid',
    gridTemplateColumns: `repeat(auto-fill, minmax(${CARD_MIN_WIDTH}px, 1fr))`,
    gap: `${CARD_GAP}px`,
    margin: 0,
    padding: 0,
    listStyleType: 'none',
  },
  card: {
    display: 'flex',
    alignItems: 'center',
    gap: tokens.spacingHorizontalS,
    minWidth: 0,
    padding: `${tokens.spacingVerticalXS} ${tokens.spacingHorizontalS}`,
    border: `1px solid ${tokens.colorNeutralStroke2}`,
    borderRadius: tokens.borderRadiusMedium,
    backgroundColor: tokens.colorNeutralBackground1,
  },
  icon: { flexShrink: 0, fontSize: '28px', color: tokens.colorBrandForeground1 },
  text: { display: 'flex', flexDirection: 'column', minWidth: 0, flexGrow: 1 },
  name: { overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' },
  size: { color: tokens.colorNeutralForeground3 },
  /** A line that wraps rather than being cut (an online attachment's expiry, read in full). */
  wrap: { whiteSpace: 'normal', overflowWrap: 'anywhere' },
  /** Size and the "online attachment" badge on one line under the name. */
  meta: {
    display: 'flex',
    alignItems: 'center',
    flexWrap: 'wrap',
    gap: tokens.spacingHorizontalXS,
  },
  actions: { display: 'flex', flexShrink: 0 },
})
