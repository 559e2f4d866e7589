import { makeStyles, tokens } from '@fluentui/react-components'

const focusRing = {
  outline: `${tokens.strokeWidthThick} solid ${tokens.colorStrokeFocus2}`,
  outlineOffset: '1px',
}

export const useFileCentrePickerStyles = makeStyles({
  surface: { maxWidth: 'min(880px, 96vw)', width: '100%' },
  content: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalS,
    minHeight: '440px',
  },
  panel: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalS,
    minWidth: 0,
    maxHeight: '60vh',
    overflowY: 'auto',
    padding: `${tokens.spacingVerticalXS} 2px`,
  },
  hiddenPanel: { display: 'none' },
  table: { tableLayout: 'auto' },
  checkCell: { width: '44px' },
  nameCell: { overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' },
  folderButton: {
    display: 'inline-flex',
    alignItems: 'center',
    gap: tokens.spacingHorizontalXS,
    border: 'none',
    background: 'transparent',
    padding: 0,
    font: 'inherit',
    color: tokens.colorBrandForegroundLink,
    cursor: 'pointer',
    maxWidth: '100%',
    ':hover': { textDecorationLine: 'underline' },
    ':focus-visible': focusRing,
  },
  fileName: { display: 'inline-flex', alignItems: 'center', gap: tokens.spacingHorizontalXS },
  muted: { color: tokens.colorNeutralForeground3 },
  pager: {
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'flex-end',
    gap: tokens.spacingHorizontalS,
  },
  footer: {
    display: 'flex',
    alignItems: 'center',
    gap: tokens.spacingHorizontalS,
    marginRight: 'auto',
  },
})
