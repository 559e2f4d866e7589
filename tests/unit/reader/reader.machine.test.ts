/**
 * The reader machine's stories in plain steps (the model test walks every transition; these
 * read as the spec does): a reopened protected mail keeps its password, 'read as text' asks the
 * server with mode=text, and the mail is announced once however often it reloads. The change
 * an announcement causes comes back as 'mail.changed' once: the first one after it is ignored.
 */
import { describe, expect, it } from 'vitest'
import { createActor, fromPromise } from 'xstate'
import {
  ReaderIoError,
  readerMachine,
  selectMail,
  selectShowsPasswordPrompt,
  type DecryptMessageInput,
  type LoadMessageInput,
  type ReaderMail,
} from '../../../machines/reader/index.ts'
import { settle } from '../../support/settle.ts'
import { lockedMail, makeMail } from './mailFixture.ts'

function start(load: (input: LoadMessageInput) => ReaderMail) {
  const loads: LoadMessageInput[] = []
  const decrypts: DecryptMessageInput[] = []
  const opened: number[] = []
  const actor = createActor(
    readerMachine.provide({
      actors: {
        loadMessage: fromPromise<ReaderMail, LoadMessageInput>(async ({ input }) => {
          loads.push(input)
          return load(input)
        }),
        decryptMessage: fromPromise<ReaderMail, DecryptMessageInput>(async ({ input }) => {
          decrypts.push(input)
          return makeMail({
            plain_text: 'secret',
            attrs: { ...makeMail().attrs, is_password: true },
          })
        }),
      },
    }),
    { input: { folder: 'INBOX', uid: 7 } },
  )
  actor.on('reader.opened', (event) => opened.push(event.mail.uid))
  actor.start()
  return { actor, loads, decrypts, opened }
}

describe('reader machine', () => {
  it('reopens a protected mail after a change with the password it was given', async () => {
    const { actor, decrypts } = start(() => lockedMail())
    await settle()
    expect(selectShowsPasswordPrompt(actor.getSnapshot())).toBe(true)
    actor.send({ type: 'password.submit', password: 'Mail88' })
    await settle()
    expect(selectMail(actor.getSnapshot())?.plain_text).toBe('secret')

    actor.send({ type: 'mail.changed' }) // its own announcement, back
    actor.send({ type: 'mail.changed' })
    await settle()
    expect(actor.getSnapshot().value).toBe('ready')
    expect(decrypts).toEqual([
      { folder: 'INBOX', uid: 7, password: 'Mail88' },
      { folder: 'INBOX', uid: 7, password: 'Mail88' },
    ])
  })

  it("asks the server for text after 'read as text', and keeps asking on reloads", async () => {
    const { actor, loads } = start(() => makeMail())
    await settle()
    actor.send({ type: 'mail.changed' }) // its own announcement, back
    actor.send({ type: 'view.mode', mode: 'text' })
    await settle()
    actor.send({ type: 'mail.changed' })
    await settle()
    expect(loads.map((l) => l.mode)).toEqual(['html', 'text', 'text'])
  })

  it('announces a mail once, and the next mail again', async () => {
    const { actor, opened } = start((input) => makeMail({ uid: input.uid }))
    await settle()
    actor.send({ type: 'mail.changed' })
    await settle()
    actor.send({ type: 'view.mode', mode: 'text' })
    await settle()
    expect(opened).toEqual([7])
    actor.send({ type: 'mail.open', folder: 'INBOX', uid: 8 })
    await settle()
    expect(opened).toEqual([7, 8])
  })

  it('does not read the mail again for the change its own announcement caused', async () => {
    const { actor, loads } = start(() => makeMail())
    await settle()
    actor.send({ type: 'mail.changed' })
    await settle()
    expect(loads).toHaveLength(1)
    actor.send({ type: 'mail.changed' })
    await settle()
    expect(loads).toHaveLength(2)
  })

  it('tells about a missing mail once, however often it is looked for again', async () => {
    const missing: string[] = []
    const { actor, loads } = start(() => {
      throw new ReaderIoError('notFound')
    })
    actor.on('reader.missing', (event) => missing.push(event.type))
    await settle()
    actor.send({ type: 'mail.changed' }) // its own announcement, back
    await settle()
    actor.send({ type: 'mail.retry' })
    await settle()
    expect(actor.getSnapshot().value).toBe('notFound')
    expect(loads).toHaveLength(2)
    expect(missing).toEqual(['reader.missing'])
  })

  it('ignores a password of the wrong shape without a call', async () => {
    const { actor, decrypts } = start(() => lockedMail())
    await settle()
    for (const password of ['Mail8', 'Mail888', 'Mail8 ', 'Mail-8']) {
      actor.send({ type: 'password.submit', password })
    }
    await settle()
    expect(decrypts).toEqual([])
    expect(actor.getSnapshot().context.error).toBe('passwordFormat')
  })
})
