import { makeStyles, tokens } from '@fluentui/react-components'

export const usePageStyles = makeStyles({
  page: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalM,
    padding: tokens.spacingHorizontalXL,
    minHeight: '100vh',
    boxSizing: 'border-box',
    backgroundColor: tokens.colorNeutralBackground1,
  },
  bar: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalM },
  // Grows along the page's toolbar row (bar); on its own in the page's column it must not, or
  // it takes every spare pixel of the 100vh page under the title (the print view's gap).
  title: { margin: 0, fontSize: tokens.fontSizeBase500, flexGrow: 1 },
  heading: { margin: 0, fontSize: tokens.fontSizeBase500, overflowWrap: 'anywhere' },
  pre: {
    margin: 0,
    padding: tokens.spacingHorizontalM,
    whiteSpace: 'pre-wrap',
    wordBreak: 'break-all',
    fontFamily: tokens.fontFamilyMonospace,
    fontSize: tokens.fontSizeBase200,
    backgroundColor: tokens.colorNeutralBackground3,
    borderRadius: tokens.borderRadiusMedium,
  },
  image: { maxWidth: '100%', alignSelf: 'flex-start' },
  problem: {
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'flex-start',
    gap: tokens.spacingVerticalM,
    padding: tokens.spacingHorizontalXL,
    maxWidth: '640px',
    backgroundColor: tokens.colorNeutralBackground3,
    borderRadius: tokens.borderRadiusMedium,
  },
  frame: { width: '100%', flexGrow: 1, minHeight: '70vh', border: 'none' },
  field: { display: 'flex', gap: tokens.spacingHorizontalS },
  label: { color: tokens.colorNeutralForeground3, minWidth: '4em', flexShrink: 0 },
})
