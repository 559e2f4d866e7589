import { makeStyles, tokens } from '@fluentui/react-components'

export const useTransferStyles = makeStyles({
  surface: { maxWidth: 'min(960px, 96vw)', width: '100%' },
  content: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalM,
    minHeight: '180px',
  },
  hint: { color: tokens.colorNeutralForeground3 },
  fileInput: { display: 'none' },
  previewScroll: {
    overflowX: 'auto',
    maxWidth: '100%',
    border: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
    borderRadius: tokens.borderRadiusMedium,
  },
  previewTable: { minWidth: 'max-content', tableLayout: 'auto' },
  columnCell: { minWidth: '9em', verticalAlign: 'top' },
  columnHeader: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalXS,
    paddingBlock: tokens.spacingVerticalXS,
  },
  headerName: { fontWeight: tokens.fontWeightSemibold },
  options: {
    display: 'flex',
    flexWrap: 'wrap',
    gap: tokens.spacingHorizontalXXL,
    alignItems: 'flex-start',
  },
  counts: {
    display: 'grid',
    gridTemplateColumns: 'repeat(4, minmax(6em, 1fr))',
    gap: tokens.spacingHorizontalM,
  },
  count: {
    display: 'flex',
    flexDirection: 'column',
    padding: tokens.spacingHorizontalM,
    borderRadius: tokens.borderRadiusMedium,
    backgroundColor: tokens.colorNeutralBackground2,
  },
  countValue: { fontSize: tokens.fontSizeHero700, lineHeight: tokens.lineHeightHero700 },
  failures: { maxHeight: '220px', overflowY: 'auto' },
})
