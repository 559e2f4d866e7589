/**
 * Two screen-sized chunks instead of dozens of small ones. Left to the automatic split, every
 * module shared by two lazily loaded chunks becomes a file of its own: the mail screen loaded 60
 * files, 30 of them under 1 KB gzip (one icon, one hook), each gzipped alone, so with its own
 * header and none of its neighbours' words to refer back to (≈ 10 KB gzip in all, bench/README.md).
 *
 *  - `signedIn`: the session's runtime (its machines, stores and actors), its dialogs and the
 *    start-up calls: every signed-in screen starts them, the login page after its first paint;
 *  - `shell`: what the main layout (SessionGate) reaches through static imports;
 *  - `mailbox`: what the mailbox screen and its list tab add to it.
 *
 * Each leaves out what a screen loaded without it reaches (the entry, the login page, the session
 * chunk that starts on the login page, the home page), so none of those loads a chunk it has no
 * use for. The fixed groups of vite.config.ts come first and keep their modules.
 */
import { resolve } from 'node:path'

interface ModuleGraph {
  getModuleInfo(id: string): { importedIds: readonly string[] } | null
}

const SHELL = ['src/app/layout/SessionGate.tsx']
const MAILBOX = [
  'src/features/mailbox/MailboxPage.tsx',
  'src/features/mailbox/list/FolderListTab.tsx',
]
// The public /fileshare page too: what it shares with the mailbox (size formatting, the API
// client's helpers) must not pull the shell's and mailbox's chunks (and the session) into it.
const ELSEWHERE = [
  'src/main.tsx',
  'src/features/auth/LoginPage.tsx',
  'src/app/session/runtime.ts',
  'src/features/files/share/public/FileSharePage.tsx',
]
const HOME = ['src/features/welcome/WelcomePage.tsx']
// Before, the cold start of a folder had them as eleven files of 0.3 – 5 KB (the lock machine, the
// mailbox event bus, the new-mail store, the public key, the start-up calls, the list's first
// page and the folder store each alone), all asked for at once over the browser's six
// connections to the server (bench/README.md, decision 272).
const SIGNED_IN = [
  'src/app/session/runtime.ts',
  'src/app/startRequests.ts',
  'src/app/SessionDialogs.tsx',
  // The module lock's machine and calls: the mail list, the home page and the locked sections
  // use them, all signed-in screens, which start the session anyway.
  'src/features/locks/moduleLockActors.ts',
  'machines/module-lock/index.ts',
]
const PUBLIC = [
  'src/main.tsx',
  'src/features/auth/LoginPage.tsx',
  'src/features/files/share/public/FileSharePage.tsx',
]
/**
 * Fluent packages only the mailbox screen uses. Every Fluent module is reached from the entry
 * through the package's barrel in the module graph (tree-shaking drops what is unused later), so
 * the closures above cannot tell whose they are: named here, checked by `npm run check:bundle`.
 * (Avatar and search in `shell` cost more than they saved: the avatar's presence badge then came
 * as a file of its own.) Not Select: the pager draws a native select (decision 349), and the
 * mailbox's dialogs that use Fluent's Select load it with them. Nor Divider and ToolbarDivider:
 * only the disk's toolbar draws one, and named here they rode on the mail screen's first load.
 */
const MAILBOX_PACKAGES =
  /node_modules[\\/]@fluentui[\\/](react-table[\\/]|react-toolbar[\\/](?!lib[\\/]components[\\/]ToolbarDivider[\\/])|react-badge[\\/]lib[\\/]components[\\/]CounterBadge[\\/]|react-icons[\\/]lib[\\/]atoms[\\/]svg[\\/]arrow-(up|down)\.js$)/
/** The same for the layout: its search box (the list's search box too, and the address books'). */
const SHELL_PACKAGES = /node_modules[\\/]@fluentui[\\/]react-search[\\/]/

function staticClosure(graph: ModuleGraph, roots: readonly string[]): Set<string> {
  const seen = new Set<string>()
  const stack = roots.map((root) => resolve(root))
  while (stack.length > 0) {
    const id = stack.pop()!
    if (seen.has(id)) continue
    seen.add(id)
    stack.push(...(graph.getModuleInfo(id)?.importedIds ?? []))
  }
  return seen
}

/** The `name` function of a code-splitting group: `signedIn`, `shell`, `mailbox` or none. */
export function screenChunks() {
  let sets: { signedIn: Set<string>; shell: Set<string>; mailbox: Set<string> } | undefined
  return (moduleId: string, graph: ModuleGraph): string | null => {
    if (!sets) {
      const elsewhere = staticClosure(graph, ELSEWHERE)
      const shell = staticClosure(graph, SHELL)
      const home = staticClosure(graph, HOME)
      const without = (set: Set<string>, ...others: Set<string>[]) =>
        new Set([...set].filter((id) => !others.some((other) => other.has(id))))
      sets = {
        signedIn: without(staticClosure(graph, SIGNED_IN), staticClosure(graph, PUBLIC)),
        shell: without(shell, elsewhere),
        mailbox: without(staticClosure(graph, MAILBOX), elsewhere, shell, home),
      }
    }
    if (sets.signedIn.has(moduleId)) return 'signedIn'
    if (sets.shell.has(moduleId) || SHELL_PACKAGES.test(moduleId)) return 'shell'
    if (sets.mailbox.has(moduleId) || MAILBOX_PACKAGES.test(moduleId)) return 'mailbox'
    return null
  }
}
