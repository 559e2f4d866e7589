import { makeStyles, shorthands, tokens } from '@fluentui/react-components'
import { CARD_TRAY_GUTTER } from '../../app/layout/cardTray.ts'
import { NARROW_MEDIA } from '../../app/layout/narrow.ts'
import { visuallyHidden } from '../../app/theme/visuallyHidden.ts'

const focusRing = {
  outline: `${tokens.strokeWidthThick} solid ${tokens.colorStrokeFocus2}`,
  outlineOffset: '1px',
}

export const useComposeStyles = makeStyles({
  root: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalS,
    // The right side keeps clear of the floating cards while they show (decision 99): the
    // option row and the side panel would sit under them otherwise.
    padding: `${tokens.spacingHorizontalM} calc(${tokens.spacingHorizontalM} + var(${CARD_TRAY_GUTTER}, 0px)) ${tokens.spacingHorizontalM} ${tokens.spacingHorizontalM}`,
    // Its natural height (at least the pane's), so the sticky send bar has the whole form to
    // stick in however long the body grows (decisions 321, 335).
    flexShrink: 0,
  },
  toolbar: { display: 'flex', gap: tokens.spacingHorizontalS, alignItems: 'center' },
  // Send, save and signature stay at the top while the form scrolls, so "send" is always one
  // click away however long the body (decision 335); on a phone they wrap (decision 321).
  sendBar: {
    position: 'sticky',
    top: 0,
    zIndex: 2,
    marginInline: `calc(-1 * ${tokens.spacingHorizontalM})`,
    marginTop: `calc(-1 * ${tokens.spacingHorizontalM})`,
    padding: `${tokens.spacingVerticalS} ${tokens.spacingHorizontalM}`,
    backgroundColor: tokens.colorNeutralBackground1,
    borderBottom: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
    [NARROW_MEDIA]: { flexWrap: 'wrap' },
  },
  row: {
    display: 'grid',
    gridTemplateColumns: '5.5em minmax(0, 1fr) auto',
    alignItems: 'center',
    gap: tokens.spacingHorizontalS,
    // A phone stacks each label over its field (decision 321).
    [NARROW_MEDIA]: { gridTemplateColumns: 'minmax(0, 1fr)', rowGap: tokens.spacingVerticalXXS },
  },
  rowLabel: {
    color: tokens.colorNeutralForeground2,
    textAlign: 'end',
    [NARROW_MEDIA]: { textAlign: 'start' },
  },
  fromLine: { display: 'flex', gap: tokens.spacingHorizontalS, alignItems: 'center' },
  field: {
    display: 'flex',
    flexWrap: 'wrap',
    gap: tokens.spacingHorizontalXS,
    alignItems: 'center',
    minHeight: '32px',
    padding: `2px ${tokens.spacingHorizontalS}`,
    border: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke1}`,
    borderRadius: tokens.borderRadiusMedium,
    backgroundColor: tokens.colorNeutralBackground1,
    position: 'relative',
    ':focus-within': shorthands.borderColor(tokens.colorCompoundBrandStroke),
  },
  dropTarget: {
    ...shorthands.borderColor(tokens.colorBrandStroke1),
    backgroundColor: tokens.colorBrandBackground2,
  },
  input: {
    flexGrow: 1,
    minWidth: '10em',
    border: 'none',
    outline: 'none',
    background: 'transparent',
    font: 'inherit',
    color: tokens.colorNeutralForeground1,
    padding: '4px 0',
  },
  chip: {
    display: 'inline-flex',
    alignItems: 'center',
    borderRadius: tokens.borderRadiusCircular,
    backgroundColor: tokens.colorNeutralBackground3,
    border: `${tokens.strokeWidthThin} solid transparent`,
    maxWidth: '100%',
  },
  chipInvalid: {
    backgroundColor: tokens.colorPaletteRedBackground1,
    border: `${tokens.strokeWidthThin} solid ${tokens.colorPaletteRedBorder2}`,
    color: tokens.colorPaletteRedForeground1,
  },
  chipButton: {
    border: 'none',
    background: 'transparent',
    color: 'inherit',
    font: 'inherit',
    cursor: 'pointer',
    padding: `2px ${tokens.spacingHorizontalS}`,
    borderRadius: tokens.borderRadiusCircular,
    overflow: 'hidden',
    textOverflow: 'ellipsis',
    whiteSpace: 'nowrap',
    ':focus-visible': focusRing,
  },
  chipIcon: {
    border: 'none',
    background: 'transparent',
    color: 'inherit',
    cursor: 'pointer',
    display: 'inline-flex',
    padding: '2px',
    borderRadius: tokens.borderRadiusCircular,
    ':focus-visible': focusRing,
  },
  suggestions: {
    position: 'absolute',
    top: '100%',
    left: 0,
    zIndex: 10,
    minWidth: '18em',
    margin: 0,
    padding: tokens.spacingVerticalXS,
    listStyle: 'none',
    backgroundColor: tokens.colorNeutralBackground1,
    boxShadow: tokens.shadow16,
    borderRadius: tokens.borderRadiusMedium,
  },
  suggestion: { padding: tokens.spacingVerticalXS, cursor: 'pointer', borderRadius: '4px' },
  suggestionActive: { backgroundColor: tokens.colorNeutralBackground1Selected },
  muted: { color: tokens.colorNeutralForeground3 },
  options: {
    display: 'flex',
    flexWrap: 'wrap',
    gap: `${tokens.spacingVerticalXS} ${tokens.spacingHorizontalL}`,
    alignItems: 'center',
  },
  optionGroup: { display: 'inline-flex', alignItems: 'center', gap: tokens.spacingHorizontalXS },
  attachments: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXS },
  attachmentRow: { display: 'flex', gap: tokens.spacingHorizontalS, alignItems: 'center' },
  result: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalM,
    padding: tokens.spacingHorizontalL,
  },
  table: { borderCollapse: 'collapse', '& th, & td': { textAlign: 'start', padding: '4px 8px' } },
  failed: { color: tokens.colorPaletteRedForeground1 },
  /** The editor beside the side panel; the panel goes under it when the tab is narrow. */
  bodyRow: {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'flex-start',
    gap: tokens.spacingHorizontalS,
  },
  bodyMain: { flex: '1 1 420px', minWidth: 0 },
  // Read by screen readers, not shown: the form's heading.
  visuallyHidden,
})
