import { makeStyles, tokens } from '@fluentui/react-components'

export const useTransitStyles = makeStyles({
  page: {
    height: '100%',
    minHeight: 0,
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
  hint: { color: tokens.colorNeutralForeground3 },
  search: { marginLeft: 'auto', width: '260px' },
  table: { tableLayout: 'auto' },
  check: { width: '44px' },
  name: { wordBreak: 'break-word' },
  muted: { color: tokens.colorNeutralForeground3 },
  soon: { color: tokens.colorPaletteDarkOrangeForeground1 },
  actions: { whiteSpace: 'nowrap', width: '1%' },
})
