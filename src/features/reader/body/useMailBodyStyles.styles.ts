import { makeStyles, tokens } from '@fluentui/react-components'

/**
 * The frame is as tall as its content (its size reporter tells, see useFrameHeight), so the
 * reader around it scrolls as one page and a short mail takes little room.
 */
export const useMailBodyStyles = makeStyles({
  root: {
    display: 'flex',
    flexDirection: 'column',
    minHeight: 0,
    rowGap: tokens.spacingVerticalS,
  },
  frame: {
    flexShrink: 0,
    width: '100%',
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
