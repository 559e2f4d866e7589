/**
 * `--write` sequences that open and end sessions: a WeChat log-in code, a switch into a shared
 * mailbox and back (both sessions it opens are logged out), the lock screen, a token refresh and
 * the run's own logout. They run last, the run's own session at the very end.
 */
import { encryptSecret } from '../../src/domain/crypto/index.ts'
import { items } from './scratch.ts'
import { field } from './sequenceKit.ts'
import type { Sequence, Vars } from './sequence.types.ts'

const noShare = (v: Vars) =>
  v.shareId === undefined ? 'the account has no shared mailbox' : undefined

export const SESSION_SEQUENCES: Sequence[] = [
  {
    name: 'wechat login code',
    family: 'wechat',
    steps: [
      {
        op: 'createWechatLoginQr',
        then: (b, v) => {
          v.sceneId = field(b, 'scene_id') as string
          return undefined
        },
      },
      { op: 'getWechatLoginStatus', params: (v) => ({ scene_id: v.sceneId }) },
    ],
  },
  {
    name: 'shared mailbox',
    family: 'sharelogin',
    steps: [
      {
        op: 'getSharedStatus',
        then: (b, v) => {
          v.shareId = items(b)[0]?.share_id as number | undefined
          return undefined
        },
      },
      {
        op: 'switchToSharedMailbox',
        unless: noShare,
        body: (v) => ({ share_id: v.shareId }),
        then: (b, v) => {
          v.sharedToken = field(b, 'token') as string | undefined
          return v.sharedToken ? undefined : 'no token in the answer'
        },
      },
      { op: 'getSharedStatus', unless: noShare, token: (v) => v.sharedToken },
      {
        op: 'switchBackFromShared',
        unless: noShare,
        token: (v) => v.sharedToken,
        then: (b, v) => {
          v.backToken = field(b, 'token') as string | undefined
          return v.backToken ? undefined : 'no token in the answer'
        },
      },
      // The two sessions the switches opened end here; the run's own goes on.
      { op: 'logout', unless: noShare, token: (v) => v.sharedToken },
      { op: 'logout', unless: noShare, token: (v) => v.backToken },
    ],
  },
  {
    name: 'session',
    family: 'core',
    steps: [
      {
        op: 'getPublicKey',
        then: (b, v) => {
          const key = field(b, 'public_key')
          if (typeof key !== 'string') return 'no public key'
          // Encrypted like the log-in: the server checks the timestamp inside.
          v.lockSecret =
            v.password === undefined
              ? undefined
              : encryptSecret(key, v.password, Math.floor(Date.now() / 1000))
          return undefined
        },
      },
      {
        op: 'lockScreen',
        unless: (v) =>
          v.lockSecret === undefined
            ? 'unlocking needs the password: pass --user/--password'
            : undefined,
        body: (v) => ({ password: v.lockSecret }),
      },
      { op: 'refreshToken', body: (v) => ({ token: v.token }), then: (b, v) => takeToken(b, v) },
      {
        op: 'logout',
        unless: (v) => (v.loggedIn ? undefined : 'would end the session of the --token you gave'),
      },
    ],
  },
]

function takeToken(body: unknown, v: Vars) {
  const token = field(body, 'token')
  if (typeof token !== 'string') return 'no token in the answer'
  v.token = token
  return undefined
}
