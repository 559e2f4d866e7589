import { makeStyles, tokens } from '@fluentui/react-components'

export const usePreviewStyles = makeStyles({
  sheets: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS, minWidth: 0 },
  note: { color: tokens.colorNeutralForeground3 },
  // The sheet scrolls on its own, so the tabs and the page's toolbar stay in view.
  scroller: {
    overflow: 'auto',
    maxHeight: 'calc(100vh - 200px)',
    border: `1px solid ${tokens.colorNeutralStroke2}`,
    borderRadius: tokens.borderRadiusMedium,
  },
  table: {
    borderCollapse: 'collapse',
    fontSize: tokens.fontSizeBase200,
    '& td, & th': {
      border: `1px solid ${tokens.colorNeutralStroke2}`,
      padding: `${tokens.spacingVerticalXXS} ${tokens.spacingHorizontalS}`,
      whiteSpace: 'pre-wrap',
      verticalAlign: 'top',
      maxWidth: '320px',
      overflowWrap: 'anywhere',
      textAlign: 'start',
    },
    '& th': {
      position: 'sticky',
      top: 0,
      backgroundColor: tokens.colorNeutralBackground3,
      color: tokens.colorNeutralForeground3,
      fontWeight: tokens.fontWeightRegular,
    },
    '& th[scope="row"]': { position: 'sticky', left: 0, textAlign: 'end', minWidth: '3em' },
  },
  corner: { zIndex: 1, left: 0 },
  slides: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalL,
    maxWidth: '960px',
  },
  slide: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalS,
    padding: tokens.spacingHorizontalL,
    backgroundColor: tokens.colorNeutralBackground2,
    border: `1px solid ${tokens.colorNeutralStroke2}`,
    borderRadius: tokens.borderRadiusLarge,
    boxShadow: tokens.shadow4,
  },
  slideTitle: {
    margin: 0,
    fontSize: tokens.fontSizeBase300,
    color: tokens.colorNeutralForeground3,
  },
  paragraph: { margin: 0, whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' },
  firstParagraph: { fontSize: tokens.fontSizeBase500, fontWeight: tokens.fontWeightSemibold },
  pictures: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalM },
  picture: { maxWidth: '100%', maxHeight: '360px', objectFit: 'contain' },
})
