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
    // Untrusted HTML is never recoloured: its own colours were chosen for a white page.
    backgroundColor: '#fff',
  },
  /** In dark the HTML body sits on a light card (decision 316), edged off the dark page. */
  frameOnDark: {
    // A ring, not a border: the frame's height is its content's (useFrameHeight).
    boxShadow: `0 0 0 ${tokens.strokeWidthThin} ${tokens.colorNeutralStroke1}`,
    borderRadius: tokens.borderRadiusMedium,
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
