import { makeStyles, tokens } from '@fluentui/react-components'

export const useImportStyles = makeStyles({
  surface: { maxWidth: '760px', width: '100%' },
  content: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  toolbar: {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'flex-end',
    gap: tokens.spacingHorizontalS,
  },
  folder: { minWidth: '180px' },
  /** Out of sight but still labelled, so tests and assistive tools can reach it. */
  hiddenInput: {
    position: 'absolute',
    width: '1px',
    height: '1px',
    overflow: 'hidden',
    clipPath: 'inset(50%)',
    whiteSpace: 'nowrap',
  },
  listArea: { maxHeight: '320px', overflowY: 'auto' },
  empty: { color: tokens.colorNeutralForeground3, padding: tokens.spacingVerticalL },
  notices: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXS },
})
