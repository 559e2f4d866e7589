/**
 * Styles of a list row's plain controls. A row renders native elements where Fluent's would
 * cost a component each (Checkbox, Link, icon Buttons): a 100-mail page mounts dozens of rows
 * per scroll step. These copy the look of the Fluent controls they replace (small transparent
 * icon Button, subtle Link, Checkbox in the brand colour).
 */
import { makeStyles, tokens } from '@fluentui/react-components'

const focusRing = { outline: `2px solid ${tokens.colorStrokeFocus2}`, outlineOffset: '1px' }

export const useMailRowStyles = makeStyles({
  // Fluent's small TableRow and TableCell, as native <tr> / <td>.
  row: {
    display: 'table-row',
    boxSizing: 'border-box',
    color: tokens.colorNeutralForeground1,
    borderBottom: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
    cursor: 'pointer',
    ':hover': {
      backgroundColor: tokens.colorSubtleBackgroundHover,
      color: tokens.colorNeutralForeground1Hover,
    },
    ':active': {
      backgroundColor: tokens.colorSubtleBackgroundPressed,
      color: tokens.colorNeutralForeground1Pressed,
    },
    // The keyboard's row (j / k, the arrows, Tab): Fluent's focus stroke, 2 px, drawn inside the
    // row so the list's scroll box does not cut its sides off, in place of the browser's thin
    // ring that the dark theme nearly hid.
    ':focus-visible': {
      outline: `${tokens.strokeWidthThick} solid ${tokens.colorStrokeFocus2}`,
      outlineOffset: `calc(${tokens.strokeWidthThick} * -1)`,
    },
  },
  cell: {
    display: 'table-cell',
    position: 'relative',
    verticalAlign: 'middle',
    height: '34px',
    padding: `0px ${tokens.spacingHorizontalS}`,
  },
  checkCell: { cursor: 'default' },
  unread: { fontWeight: tokens.fontWeightSemibold },
  selected: { backgroundColor: tokens.colorSubtleBackgroundSelected },
  // One line per subject: a long one ends in an ellipsis (the full text is its title) and never
  // runs into the tag, date and size columns; an inline remark goes to the next line.
  subject: {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    gap: tokens.spacingHorizontalXS,
    minWidth: 0,
    overflow: 'hidden',
  },
  subjectLink: {
    minWidth: 0,
    maxWidth: '100%',
    overflow: 'hidden',
    textOverflow: 'ellipsis',
    whiteSpace: 'nowrap',
  },
  prefix: { color: tokens.colorNeutralForeground3 },
  muted: { color: tokens.colorNeutralForeground3, whiteSpace: 'nowrap' },
  /** "Arrival time" under the time of a mail without a Date: the 136 px column has no room beside it. */
  arrivalNote: {
    display: 'block',
    fontSize: tokens.fontSizeBase100,
    lineHeight: tokens.lineHeightBase100,
  },
  actions: { display: 'flex', alignItems: 'center' },
  ellipsis: { overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' },
  checkbox: {
    width: '16px',
    height: '16px',
    margin: '0 0 0 4px',
    verticalAlign: 'middle',
    cursor: 'pointer',
    accentColor: tokens.colorCompoundBrandBackground,
    ':focus-visible': focusRing,
  },
  // Fluent's subtle Link rendered as a button.
  link: {
    display: 'inline',
    padding: 0,
    margin: 0,
    border: 'none',
    backgroundColor: 'transparent',
    color: tokens.colorNeutralForeground2Link,
    font: 'inherit',
    textAlign: 'left',
    cursor: 'pointer',
    userSelect: 'text',
    ':hover': {
      textDecorationLine: 'underline',
      color: tokens.colorNeutralForeground2LinkHover,
    },
    ':focus-visible': {
      outlineStyle: 'none',
      textDecorationLine: 'underline',
      textDecorationStyle: 'double',
      textDecorationColor: tokens.colorStrokeFocus2,
    },
  },
  // Fluent's small, transparent, icon-only Button.
  iconButton: {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    verticalAlign: 'middle',
    boxSizing: 'border-box',
    minWidth: '24px',
    maxWidth: '24px',
    height: '24px',
    padding: '1px',
    margin: 0,
    overflow: 'hidden',
    border: `${tokens.strokeWidthThin} solid transparent`,
    borderRadius: tokens.borderRadiusMedium,
    backgroundColor: tokens.colorTransparentBackground,
    color: tokens.colorNeutralForeground2,
    fontSize: '20px',
    cursor: 'pointer',
    ':hover': {
      backgroundColor: tokens.colorTransparentBackgroundHover,
      color: tokens.colorNeutralForeground2BrandHover,
    },
    ':hover:active': {
      backgroundColor: tokens.colorTransparentBackgroundPressed,
      color: tokens.colorNeutralForeground2BrandPressed,
    },
    ':focus-visible': { outline: `2px solid ${tokens.colorStrokeFocus2}` },
  },
})
