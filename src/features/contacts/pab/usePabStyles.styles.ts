import { makeStyles, tokens } from '@fluentui/react-components'
import { NARROW_MEDIA } from '../../../app/layout/narrow.ts'

export const usePabStyles = makeStyles({
  page: {
    display: 'flex',
    height: '100%',
    minHeight: 0,
    [NARROW_MEDIA]: { flexDirection: 'column' },
  },
  groups: {
    flexShrink: 0,
    width: '232px',
    overflowY: 'auto',
    padding: `${tokens.spacingVerticalM} ${tokens.spacingHorizontalS}`,
    borderRight: `1px solid ${tokens.colorNeutralStroke2}`,
    // A phone stacks it above the content, at most a third of the height (decision 322).
    [NARROW_MEDIA]: {
      width: 'auto',
      maxHeight: '30vh',
      borderRight: 'none',
      borderBottom: `1px solid ${tokens.colorNeutralStroke2}`,
    },
  },
  groupsHead: {
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'space-between',
    padding: `0 ${tokens.spacingHorizontalS} ${tokens.spacingVerticalS}`,
  },
  groupList: { listStyle: 'none', margin: 0, padding: 0 },
  groupEntry: {
    display: 'flex',
    alignItems: 'center',
    borderRadius: tokens.borderRadiusMedium,
    ':hover': { backgroundColor: tokens.colorNeutralBackground1Hover },
  },
  groupActive: {
    backgroundColor: tokens.colorBrandBackground2,
    ':hover': { backgroundColor: tokens.colorBrandBackground2Hover },
  },
  groupLink: {
    flexGrow: 1,
    minWidth: 0,
    display: 'flex',
    alignItems: 'center',
    columnGap: tokens.spacingHorizontalS,
    padding: `${tokens.spacingVerticalS} ${tokens.spacingHorizontalS}`,
    color: tokens.colorNeutralForeground1,
    textDecorationLine: 'none',
    ':focus-visible': { outline: `2px solid ${tokens.colorStrokeFocus2}`, outlineOffset: '-2px' },
  },
  groupName: { flexGrow: 1, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' },
  groupCount: { color: tokens.colorNeutralForeground3 },
  main: {
    flexGrow: 1,
    minWidth: 0,
    overflowY: 'auto',
    display: 'flex',
    flexDirection: 'column',
    rowGap: tokens.spacingVerticalM,
    padding: `${tokens.spacingVerticalL} ${tokens.spacingHorizontalXL}`,
  },
  toolbar: {
    display: 'flex',
    alignItems: 'center',
    flexWrap: 'wrap',
    gap: tokens.spacingHorizontalS,
  },
  // Shrinks before the toolbar would wrap (decisions.md #236).
  // An explicit min-width: the input's own min-content width would make the line wrap.
  search: { marginLeft: 'auto', flex: '1 1 150px', minWidth: '150px', maxWidth: '240px' },
  check: { width: '44px' },
  row: { cursor: 'pointer' },
  // Auto layout with break-word: an address keeps its line while there is room, wraps when not.
  table: { tableLayout: 'auto' },
  wrap: { wordBreak: 'break-word' },
  muted: { color: tokens.colorNeutralForeground3 },
  empty: {
    color: tokens.colorNeutralForeground3,
    padding: `${tokens.spacingVerticalXXL} 0`,
    textAlign: 'center',
  },
})
