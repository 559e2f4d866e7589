/**
 * How the cold start of a folder is cut into files (vite.chunks.ts, decision 272): the session's
 * runtime, its stores and the start-up calls come as one file, not ten of 0.3 – 5 KB each asked
 * for over the browser's six connections; the layout's search box rides with the layout, the
 * list's counter badge and sort arrows with the mailbox. Nothing the login page or the public
 * share page reaches goes into them.
 */
import { resolve } from 'node:path'
import { describe, expect, it } from 'vitest'
import { screenChunks } from '../../../vite.chunks.ts'

const FLUENT = 'node_modules/@fluentui'
// A small module graph in the shape the bundler hands the naming function: absolute ids.
const edges: Record<string, string[]> = {
  // The entry reaches every Fluent module through the packages' barrels (vite.chunks.ts).
  'src/main.tsx': [
    'src/app/services.ts',
    'src/features/auth/LoginPage.tsx',
    `${FLUENT}/react-badge/lib/components/Badge/renderBadge.js`,
  ],
  'src/features/auth/LoginPage.tsx': ['src/app/services.ts'],
  'src/features/files/share/public/FileSharePage.tsx': ['src/features/common/saveBlob.ts'],
  'src/app/session/runtime.ts': [
    'src/app/services.ts',
    'machines/lock/lock.machine.ts',
    'src/app/session/publicKey.ts',
    'src/app/startRequests.ts',
    'src/features/common/mailboxEvents.ts',
  ],
  'src/app/startRequests.ts': [
    'src/features/common/fetchListPage.ts',
    'src/features/common/folders/folderStore.ts',
  ],
  'src/app/SessionDialogs.tsx': ['src/app/services.ts'],
  'src/app/layout/SessionGate.tsx': [
    'src/app/layout/TopBar.tsx',
    'src/features/common/mailboxEvents.ts',
    `${FLUENT}/react-search/lib/components/SearchBox/SearchBox.js`,
  ],
  'src/features/mailbox/MailboxPage.tsx': [
    'src/features/mailbox/FolderTree.tsx',
    'src/features/common/folders/folderStore.ts',
    `${FLUENT}/react-badge/lib/components/CounterBadge/CounterBadge.js`,
    `${FLUENT}/react-icons/lib/atoms/svg/arrow-up.js`,
    `${FLUENT}/react-badge/lib/components/Badge/renderBadge.js`,
    'src/features/locks/moduleLockActors.ts',
  ],
  'src/features/locks/moduleLockActors.ts': ['machines/module-lock/module-lock.machine.ts'],
  'src/features/mailbox/list/FolderListTab.tsx': ['src/features/common/fetchListPage.ts'],
  'src/features/welcome/WelcomePage.tsx': ['src/features/common/mailboxEvents.ts'],
}
const graph = {
  getModuleInfo: (id: string) => {
    const file = Object.keys(edges).find((key) => resolve(key) === id)
    return { importedIds: (file ? edges[file]! : []).map((to) => resolve(to)) }
  },
}

describe('the files of a signed-in cold start', () => {
  const name = screenChunks()
  const chunkOf = (file: string) => name(resolve(file), graph)

  it.each([
    'src/app/session/runtime.ts',
    'machines/lock/lock.machine.ts',
    'src/app/session/publicKey.ts',
    'src/app/startRequests.ts',
    'src/features/common/fetchListPage.ts',
    'src/features/common/folders/folderStore.ts',
    'src/features/common/mailboxEvents.ts',
    'src/app/SessionDialogs.tsx',
    'src/features/locks/moduleLockActors.ts',
    'machines/module-lock/module-lock.machine.ts',
  ])('%s comes with the session, in one file', (file) => {
    expect(chunkOf(file)).toBe('signedIn')
  })

  it('leaves what the login page and the share page reach to them', () => {
    expect(chunkOf('src/app/services.ts')).toBeNull()
    expect(chunkOf('src/features/common/saveBlob.ts')).toBeNull()
  })

  it('puts the layout’s search box in the layout’s file', () => {
    expect(chunkOf(`${FLUENT}/react-search/lib/components/SearchBox/SearchBox.js`)).toBe('shell')
    expect(chunkOf('src/app/layout/TopBar.tsx')).toBe('shell')
  })

  it('puts the list’s counter badge and sort arrows in the mailbox’s file, not the Badge others share', () => {
    expect(chunkOf(`${FLUENT}/react-badge/lib/components/CounterBadge/CounterBadge.js`)).toBe(
      'mailbox',
    )
    expect(chunkOf(`${FLUENT}/react-icons/lib/atoms/svg/arrow-up.js`)).toBe('mailbox')
    expect(chunkOf(`${FLUENT}/react-badge/lib/components/Badge/renderBadge.js`)).toBeNull()
    expect(chunkOf('src/features/mailbox/FolderTree.tsx')).toBe('mailbox')
  })
})
