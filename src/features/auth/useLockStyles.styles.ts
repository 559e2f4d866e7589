import { makeResetStyles, makeStyles, tokens } from '@fluentui/react-components'

/*
 * The lock screen's part of the page frame (the rest is useLoginStyles). The three text styles
 * stay atomic: Fluent's Text merges its own classes with them.
 */
const useIdentityClass = makeResetStyles({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  rowGap: tokens.spacingVerticalS,
  textAlign: 'center',
})

const useLogoutRowClass = makeResetStyles({ display: 'flex', justifyContent: 'center' })

const useLockTextStyles = makeStyles({
  title: { margin: 0, overflowWrap: 'anywhere' },
  subtitle: { color: tokens.colorNeutralForeground3 },
  lockBadge: {
    color: tokens.colorNeutralForeground3,
    display: 'flex',
    alignItems: 'center',
    columnGap: tokens.spacingHorizontalXS,
  },
})

export function useLockStyles() {
  return { identity: useIdentityClass(), logoutRow: useLogoutRowClass(), ...useLockTextStyles() }
}
