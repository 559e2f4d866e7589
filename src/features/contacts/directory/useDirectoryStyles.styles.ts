import { makeStyles, tokens } from '@fluentui/react-components'
import { NARROW_MEDIA } from '../../../app/layout/narrow.ts'

export const useDirectoryStyles = makeStyles({
  root: {
    display: 'flex',
    height: '100%',
    minHeight: 0,
    [NARROW_MEDIA]: { flexDirection: 'column' },
  },
  treePane: {
    flexShrink: 0,
    width: '240px',
    overflowY: 'auto',
    padding: tokens.spacingVerticalS,
    borderRight: `1px solid ${tokens.colorNeutralStroke2}`,
    // A phone stacks it above the content, at most a third of the height (decision 322).
    [NARROW_MEDIA]: {
      width: 'auto',
      maxHeight: '30vh',
      borderRight: 'none',
      borderBottom: `1px solid ${tokens.colorNeutralStroke2}`,
    },
  },
  main: {
    flexGrow: 1,
    minWidth: 0,
    overflowY: 'auto',
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalM,
    padding: `${tokens.spacingVerticalL} ${tokens.spacingHorizontalXL}`,
  },
  header: { display: 'flex', alignItems: 'baseline', gap: tokens.spacingHorizontalM },
  title: { margin: 0 },
  muted: { color: tokens.colorNeutralForeground3 },
  toolbar: {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    gap: tokens.spacingHorizontalS,
  },
  search: { width: '280px', maxWidth: '100%' },
  table: { tableLayout: 'auto' },
  checkCell: { width: '44px' },
  cell: { overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' },
  nameButton: {
    minWidth: 0,
    padding: 0,
    fontWeight: tokens.fontWeightRegular,
    color: tokens.colorBrandForeground1,
    ':hover': { textDecorationLine: 'underline' },
  },
  card: {
    display: 'grid',
    gridTemplateColumns: 'max-content 1fr',
    columnGap: tokens.spacingHorizontalL,
    rowGap: tokens.spacingVerticalS,
    margin: 0,
  },
  cardHead: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalM },
  cardActions: { justifyContent: 'flex-end', whiteSpace: 'nowrap' },
  cardRow: { display: 'contents' },
  cardTerm: { color: tokens.colorNeutralForeground3 },
  cardValue: { margin: 0, wordBreak: 'break-all' },
})
