/**
 * What the mail screen's first paint must not carry (issue 11 §5, bench/README.md): the code of
 * what only a later click opens. The walk is the one the catalog parts use (vite.catalog.ts):
 * relative static imports, what the bundler puts in the same chunks or their static closure.
 * Each of these comes as a chunk of its own, fetched when the pointer reaches the list or a menu
 * opens (src/app/preloadable.ts). The byte count itself is held by `npm run check:bundle`.
 */
import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { moduleClosure } from '../../../vite.catalog.ts'

const FIRST_PAINT = [
  'src/app/layout/SessionGate.tsx',
  'src/features/mailbox/MailboxPage.tsx',
  'src/features/mailbox/list/FolderListTab.tsx',
]

describe('the mail screen’s first paint', () => {
  const closure = moduleClosure(process.cwd(), FIRST_PAINT)

  it('reaches the list it paints', () => {
    expect(closure).toContain('src/features/mailbox/list/MailRow.tsx')
    expect(closure).toContain('src/features/mail-actions/TagMenu.tsx')
  })

  it.each([
    ['the reader', 'src/features/reader/ReaderTab.tsx'],
    ['the sender hover card', 'src/features/mail-actions/SenderCard.tsx'],
    ['the contact form', 'src/features/contacts/form/ContactFormDialog.tsx'],
    ['the new-tag dialog', 'src/features/mail-actions/TagCreateDialog.tsx'],
    ['the real-delete confirmation', 'src/features/mailbox/list/RealDeleteDialog.tsx'],
    ['the compose screen', 'src/features/compose/ComposeTab.tsx'],
    [
      'the virtual window of long pages (decision 372)',
      'src/features/mailbox/list/VirtualRows.tsx',
    ],
  ])('leaves out %s', (_what, module) => {
    expect(closure).not.toContain(module)
  })
})

/**
 * The reader's code is fetched once the list is idle, before the user has acted (decision 187),
 * so the race counts it in the mail screen's JavaScript: what only a hover, a focus or a click
 * in the reader uses is fetched then, not with it (decision 257).
 */
describe('the reader’s code fetched at idle', () => {
  const closure = moduleClosure(process.cwd(), ['src/features/reader/ReaderTab.tsx'])

  it('reaches the header and the quick reply’s button it paints', () => {
    expect(closure).toContain('src/features/reader/ReaderHeader.tsx')
    expect(closure).toContain('src/features/reader/QuickReply.tsx')
  })

  it.each([
    ['the sender hover card', 'src/features/mail-actions/SenderCard.tsx'],
    ['the quick reply’s machine', 'machines/quick-reply/quick-reply.machine.ts'],
    ['compose’s alert texts', 'src/features/compose/composeMessages.ts'],
  ])('leaves out %s', (_what, module) => {
    expect(closure).not.toContain(module)
  })

  it('mounts no Fluent Dialog (its confirmations come with their own chunks)', () => {
    const withDialog = [...closure].filter((file) =>
      /\bDialogSurface\b[^;]*from '@fluentui\/react-components'/s.test(readFileSync(file, 'utf8')),
    )
    expect(withDialog).toEqual([])
  })
})
