import { makeStyles, tokens } from '@fluentui/react-components'

export const useContactFormStyles = makeStyles({
  surface: { width: 'min(760px, calc(100vw - 32px))', maxWidth: 'none' },
  content: {
    display: 'flex',
    flexDirection: 'column',
    rowGap: tokens.spacingVerticalM,
    paddingBottom: tokens.spacingVerticalS,
  },
  // Two columns on a wide screen, one on a narrow one; long words wrap inside their cell.
  grid: {
    display: 'grid',
    gridTemplateColumns: 'repeat(auto-fit, minmax(260px, 1fr))',
    columnGap: tokens.spacingHorizontalL,
    rowGap: tokens.spacingVerticalM,
    '& > *': { minWidth: 0 },
  },
  wide: { gridColumn: '1 / -1' },
  panel: { paddingBottom: tokens.spacingVerticalM },
  loading: { minHeight: '160px', display: 'grid', placeItems: 'center' },
})
