/**
 * `--write` on module locks: the kit sets a lock only on a module that has none (calendar, else
 * the file centre), with a password of its own, uses it, changes it and cancels it, so the
 * module ends as it began: unlocked. A module that already has a lock is never touched.
 */
import { encryptSecret } from '../../src/domain/crypto/index.ts'
import type { Sequence, Vars } from './sequence.types.ts'

type Item = Record<string, unknown>

/** Passwords within the contract's rule (LockSettings.rule: 6 to 16 characters). */
export const LOCK_PASSWORDS = ['KitLock2468', 'KitLock1357'] as const

/** A lock password as the client sends it: RSA-encrypted with the time. */
export function lockSecret(v: Vars, password: string): string {
  if (!v.publicKey) throw new Error('no public key from getPublicKey')
  return encryptSecret(v.publicKey, password, Math.floor(Date.now() / 1000))
}

const noFreeModule = (v: Vars) =>
  v.lockType ? undefined : 'every module already has a lock, which the kit leaves alone'

const lockRequest = (password: string) => (v: Vars) => ({
  lock_type: v.lockType,
  lock_password: lockSecret(v, password),
})

const isSet = (body: unknown, v: Vars) =>
  ((body as Item | undefined)?.[v.lockType ?? ''] as { is_set?: boolean } | undefined)?.is_set

export const LOCK_SEQUENCES: Sequence[] = [
  {
    name: 'module lock',
    family: 'core',
    steps: [
      {
        op: 'getPublicKey',
        then: (b, v) => {
          v.publicKey = (b as Item | undefined)?.public_key as string | undefined
          return v.publicKey ? undefined : 'no public key in the answer'
        },
      },
      {
        op: 'getLockSettings',
        then: (b, v) => {
          const settings = (b ?? {}) as Record<string, { is_set?: boolean } | undefined>
          v.lockType = (['calendar', 'file'] as const).find((m) => settings[m]?.is_set === false)
          return undefined
        },
      },
      {
        op: 'setLock',
        unless: noFreeModule,
        creates: 'lock',
        body: lockRequest(LOCK_PASSWORDS[0]),
      },
      {
        op: 'getLockState',
        unless: noFreeModule,
        then: (b, v) =>
          (b as Item | undefined)?.[`is_lock${v.lockType}`] === true
            ? undefined
            : `getLockState does not show the new ${v.lockType} lock`,
      },
      { op: 'verifyLockPassword', unless: noFreeModule, body: lockRequest(LOCK_PASSWORDS[0]) },
      { op: 'releaseLock', unless: noFreeModule, body: lockRequest(LOCK_PASSWORDS[0]) },
      {
        op: 'editLock',
        unless: noFreeModule,
        body: (v) => ({
          ...lockRequest(LOCK_PASSWORDS[1])(v),
          old_lock_password: lockSecret(v, LOCK_PASSWORDS[0]),
        }),
      },
      { op: 'cancelLock', unless: noFreeModule, body: lockRequest(LOCK_PASSWORDS[1]) },
      {
        op: 'getLockSettings',
        unless: noFreeModule,
        then: (b, v) => (isSet(b, v) ? `the ${v.lockType} lock is still set` : undefined),
      },
    ],
  },
]
