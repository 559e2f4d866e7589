import { makeStyles, tokens } from '@fluentui/react-components'

const focusRing = {
  outline: `${tokens.strokeWidthThick} solid ${tokens.colorStrokeFocus2}`,
  outlineOffset: '1px',
}

export const useComposeSidePanelStyles = makeStyles({
  root: {
    flex: '0 0 260px',
    minWidth: 0,
    display: 'flex',
    flexDirection: 'column',
    border: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke1}`,
    borderRadius: tokens.borderRadiusMedium,
    backgroundColor: tokens.colorNeutralBackground1,
  },
  collapsed: { flex: '0 0 auto' },
  /** Narrow windows: the open panel covers the window, as a phone's address-book sheet does. */
  sheet: {
    position: 'fixed',
    inset: 0,
    zIndex: 100,
    border: 'none',
    borderRadius: 0,
    boxShadow: tokens.shadow64,
  },
  sheetPanel: { maxHeight: 'none', height: 'calc(100dvh - 52px)', boxSizing: 'border-box' },
  header: {
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'space-between',
    borderBottom: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
  },
  headerCollapsed: { borderBottom: 'none' },
  // Fluent's TabList does not shrink (flex-shrink: 0): in English its three labels are wider
  // than the 260 px panel less the toggle, which it pushed past the border. Shrinking, it
  // scrolls rather than overflows; the toggle never shrinks.
  tabs: { minWidth: 0, flexShrink: 1, overflowX: 'auto' },
  /** Narrower than Fluent's small tab (6 px a side), so Contacts · Stationery · Templates fit. */
  tab: { paddingLeft: tokens.spacingHorizontalXS, paddingRight: tokens.spacingHorizontalXS },
  toggle: { flexShrink: 0 },
  /** Scrolls inside: the panel never makes the body row taller than the editor's 260 px + toolbar. */
  panel: {
    padding: tokens.spacingHorizontalS,
    maxHeight: '300px',
    overflowY: 'auto',
  },
  grid: {
    display: 'grid',
    gridTemplateColumns: 'repeat(auto-fill, minmax(64px, 1fr))',
    gap: tokens.spacingHorizontalS,
  },
  thumb: {
    aspectRatio: '1',
    padding: 0,
    cursor: 'pointer',
    border: `${tokens.strokeWidthThick} solid ${tokens.colorNeutralStroke2}`,
    borderRadius: tokens.borderRadiusMedium,
    backgroundColor: tokens.colorNeutralBackground1,
    backgroundSize: 'cover',
    color: tokens.colorNeutralForeground2,
    fontSize: tokens.fontSizeBase200,
    ':hover': { border: `${tokens.strokeWidthThick} solid ${tokens.colorNeutralStroke1Hover}` },
    ':focus-visible': focusRing,
    ':disabled': { cursor: 'not-allowed', opacity: 0.5 },
  },
  thumbChosen: {
    border: `${tokens.strokeWidthThick} solid ${tokens.colorBrandStroke1}`,
    ':hover': { border: `${tokens.strokeWidthThick} solid ${tokens.colorBrandStroke1}` },
  },
  list: {
    listStyle: 'none',
    margin: 0,
    padding: 0,
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalXXS,
  },
  template: {
    width: '100%',
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'flex-start',
    gap: '2px',
    padding: `${tokens.spacingVerticalXS} ${tokens.spacingHorizontalS}`,
    border: 'none',
    borderRadius: tokens.borderRadiusMedium,
    background: 'transparent',
    color: tokens.colorNeutralForeground1,
    font: 'inherit',
    textAlign: 'start',
    cursor: 'pointer',
    ':hover': { backgroundColor: tokens.colorNeutralBackground1Hover },
    ':focus-visible': focusRing,
    ':disabled': { cursor: 'not-allowed', color: tokens.colorNeutralForegroundDisabled },
  },
  preview: {
    maxWidth: '100%',
    overflow: 'hidden',
    textOverflow: 'ellipsis',
    whiteSpace: 'nowrap',
    color: tokens.colorNeutralForeground3,
    fontSize: tokens.fontSizeBase200,
  },
  footer: {
    display: 'flex',
    justifyContent: 'center',
    paddingTop: tokens.spacingVerticalS,
    color: tokens.colorNeutralForeground3,
  },
  hint: { color: tokens.colorNeutralForeground3, margin: 0 },
})
