import { makeStyles, tokens } from '@fluentui/react-components'

export const usePermissionsStyles = makeStyles({
  surface: { width: '760px', maxWidth: 'calc(100vw - 48px)' },
  content: { display: 'flex', flexDirection: 'column', rowGap: tokens.spacingVerticalM },
  heading: { fontWeight: tokens.fontWeightSemibold, marginTop: tokens.spacingVerticalS },
  muted: { color: tokens.colorNeutralForeground3 },
  table: { tableLayout: 'auto' },
  levelCell: { width: '180px' },
  actionCell: { width: '1%', whiteSpace: 'nowrap' },
  picker: {
    display: 'grid',
    gridTemplateColumns: '240px 1fr',
    columnGap: tokens.spacingHorizontalL,
    height: '260px',
  },
  pane: {
    overflowY: 'auto',
    border: `1px solid ${tokens.colorNeutralStroke2}`,
    borderRadius: tokens.borderRadiusMedium,
    padding: tokens.spacingVerticalXS,
  },
  members: {
    display: 'flex',
    flexDirection: 'column',
    rowGap: tokens.spacingVerticalXS,
    minHeight: 0,
  },
  addRow: { display: 'flex', alignItems: 'end', columnGap: tokens.spacingHorizontalM },
})
