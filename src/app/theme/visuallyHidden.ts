/**
 * Read by screen readers, not shown (the usual clip pattern): a form's heading, the live region,
 * a column header that names an icon column. Spread into a makeStyles rule (build-time Griffel
 * evaluates it like any local constant).
 */
export const visuallyHidden = {
  position: 'absolute',
  width: '1px',
  height: '1px',
  margin: '-1px',
  padding: 0,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
  border: 0,
} as const
