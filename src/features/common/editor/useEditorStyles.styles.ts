/**
 * The mail editor's look (compose, the reader's quick reply, the signature and template forms of
 * the settings): the framed area under its toolbar, at least 260 px high (C-LIMIT-15).
 */
import { makeStyles, tokens } from '@fluentui/react-components'

const focusRing = {
  outline: `${tokens.strokeWidthThick} solid ${tokens.colorStrokeFocus2}`,
  outlineOffset: '1px',
}

export const useEditorStyles = makeStyles({
  editor: {
    border: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke1}`,
    borderRadius: tokens.borderRadiusMedium,
    display: 'flex',
    flexDirection: 'column',
  },
  editorToolbar: {
    display: 'flex',
    flexWrap: 'wrap',
    gap: '2px',
    padding: tokens.spacingVerticalXS,
    borderBottom: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
  },
  editorArea: { position: 'relative' },
  editable: {
    minHeight: '260px', // C-LIMIT-15
    padding: tokens.spacingHorizontalM,
    outline: 'none',
    ':focus-visible': focusRing,
    '& blockquote': {
      margin: `0 0 0 ${tokens.spacingHorizontalS}`,
      paddingLeft: tokens.spacingHorizontalM,
      borderLeft: `3px solid ${tokens.colorNeutralStroke1}`,
      color: tokens.colorNeutralForeground2,
    },
  },
  plainEditable: { whiteSpace: 'pre-wrap', fontFamily: tokens.fontFamilyMonospace },
  placeholder: {
    position: 'absolute',
    top: tokens.spacingHorizontalM,
    left: tokens.spacingHorizontalM,
    color: tokens.colorNeutralForeground4,
    pointerEvents: 'none',
  },
  bold: { fontWeight: tokens.fontWeightBold },
  italic: { fontStyle: 'italic' },
  underline: { textDecorationLine: 'underline' },
  strike: { textDecorationLine: 'line-through' },
  /** The signature block in the editor: set apart by a short rule above it. */
  signature: {
    marginTop: tokens.spacingVerticalS,
    paddingTop: tokens.spacingVerticalXS,
    borderTop: `${tokens.strokeWidthThin} dashed ${tokens.colorNeutralStroke2}`,
    color: tokens.colorNeutralForeground2,
  },
})
