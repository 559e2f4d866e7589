import { makeStyles, tokens } from '@fluentui/react-components'

/**
 * The body fills the height its container gives it (at least 260px) and the frame scrolls
 * inside: an opaque-origin frame cannot be measured from outside (see docs/security.md).
 */
export const useMailBodyStyles = makeStyles({
  root: {
    display: 'flex',
    flexDirection: 'column',
    flexGrow: 1,
    minHeight: 0,
    rowGap: tokens.spacingVerticalS,
  },
  frame: {
    flexGrow: 1,
    width: '100%',
    minHeight: '260px',
    border: 'none',
    display: 'block',
    backgroundColor: '#fff',
  },
  text: {
    margin: 0,
    padding: `${tokens.spacingVerticalM} ${tokens.spacingHorizontalL}`,
    whiteSpace: 'pre-wrap',
    overflowWrap: 'anywhere',
    fontFamily: tokens.fontFamilyBase,
    fontSize: tokens.fontSizeBase300,
    lineHeight: tokens.lineHeightBase300,
    color: tokens.colorNeutralForeground1,
  },
})
