/**
 * C-LIMIT-8: the sender's Sent copy keeps the attachments only when they total under 1 M; a
 * heavier mail is saved in Sent without them (the recipients still get every file).
 */
import { beforeAll, describe, expect, test } from 'vitest'
import { db } from '../../mocks/db/index.ts'
import { SENT_COPY_ATTACHMENTS_MAX_BYTES } from '../../src/domain/constants.ts'
import { DEMO_USER, apiFetch, mockControl, tokenFor } from '../support/server.ts'
import { colleague, findInList, form, sendOk, type ComposeForm } from './sendSupport.ts'

beforeAll(() => mockControl.reset(), 60_000)

/** One of demo's transit-area or personal-disk files, below or at/above the limit. */
function demoFile(heavy: boolean) {
  const file = db.diskEntries
    .all()
    .find(
      (e) =>
        e.owner === DEMO_USER.username &&
        (e.disk === 'afile' || e.disk === 'pfile') &&
        !e.is_folder &&
        e.size >= SENT_COPY_ATTACHMENTS_MAX_BYTES === heavy,
    )
  if (!file) throw new Error(`no ${heavy ? 'heavy' : 'light'} file for demo`)
  return file
}

/** Transit files go as attachments, disk files as net_attachments. */
const attached = (file: ReturnType<typeof demoFile>): Partial<ComposeForm> =>
  file.disk === 'afile' ? { attachments: [[file.id, 1]] } : { net_attachments: [[file.id, 1]] }

async function sentCopyAttachments(token: string, subject: string) {
  const listed = await findInList(token, subject, 'Sent')
  expect(listed).toBeDefined()
  const opened = await apiFetch(`/api/mail/messages/${listed!.uid}/`, {
    token,
    query: { folder: 'Sent' },
  })
  const mail = (await opened.json()) as { attachments: { name: string }[] }
  return mail.attachments.map((a) => a.name)
}

describe('the Sent copy (C-LIMIT-8)', () => {
  test('keeps attachments under 1 M and drops them from 1 M up', async () => {
    const demo = await tokenFor()
    const peer = colleague()
    const light = demoFile(false)
    const heavy = demoFile(true)
    const sendWith = (subject: string, file: ReturnType<typeof demoFile>) =>
      sendOk(demo, form({ to: [[peer.email, peer.realname]], subject, ...attached(file) }))

    await sendWith('Light copy 轻', light)
    expect(await sentCopyAttachments(demo, 'Light copy 轻')).toEqual([light.name])

    await sendWith('Heavy copy 重', heavy)
    expect(await sentCopyAttachments(demo, 'Heavy copy 重')).toEqual([])
  })
})
