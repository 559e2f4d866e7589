/**
 * `--write` on mailbox move (/setting/mailboxmove): the kit adds an account of its own (its email
 * carries the run's name), finds it in the list, edits it keeping the password (blank), removes
 * it. It is never activated: that would fetch mail from another server (writeSkips.ts).
 */
import { lockSecret } from './sequences.lock.ts'
import { mine, keepId, shows } from './sequenceKit.ts'
import type { Sequence, Vars } from './sequence.types.ts'

const account = (v: Vars, password: string) => ({
  server: 'imap.oldmail.example.com',
  port: 993,
  protocol: 'imap',
  email: `${v.run}@oldmail.example.com`,
  is_ssl: true,
  scope: 'inbox',
  password,
})

export const MAILBOX_MOVE_SEQUENCE: Sequence = {
  name: 'mailbox move',
  family: 'settings',
  steps: [
    {
      op: 'getPublicKey',
      then: (b, v) => {
        v.publicKey = (b as Record<string, unknown> | undefined)?.public_key as string | undefined
        return v.publicKey ? undefined : 'no public key in the answer'
      },
    },
    {
      op: 'createMailboxMove',
      creates: 'mailboxMove',
      body: (v) => account(v, lockSecret(v, 'KitMove2468')),
      then: keepId('mailboxMoveId'),
    },
    {
      op: 'listMailboxMoves',
      then: (b, v) =>
        shows(
          true,
          'mailbox-move account',
          mine(b, (m) => m.id === v.mailboxMoveId),
        ),
    },
    {
      op: 'updateMailboxMove',
      params: (v) => ({ id: v.mailboxMoveId }),
      body: (v) => ({ ...account(v, ''), scope: 'all', protocol: 'pop3', port: 995 }),
    },
    {
      op: 'listMailboxMoves',
      then: (b, v) =>
        mine(b, (m) => m.id === v.mailboxMoveId && m.protocol === 'pop3' && m.scope === 'all')
          ? undefined
          : 'the list does not show the edit',
    },
    { op: 'deleteMailboxMove', params: (v) => ({ id: v.mailboxMoveId }) },
    {
      op: 'listMailboxMoves',
      then: (b, v) =>
        shows(
          false,
          'mailbox-move account',
          mine(b, (m) => m.id === v.mailboxMoveId),
        ),
    },
  ],
}
