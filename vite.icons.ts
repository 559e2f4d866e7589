/**
 * Build-time: `import { MailRegular } from '@fluentui/react-icons'` becomes
 * `import { MailRegular } from '@fluentui/react-icons/svg/mail'` — in our code and in Fluent's.
 *
 * Why: the package's barrel re-exports ~40 large modules, each holding a few hundred unrelated
 * icons. The bundler splits chunks by module, so an icon the login page uses drags every other
 * icon of its module that any other screen uses into the same file (the login page carried
 * ArrowSwap, FlagFilled, ShieldKeyhole, SignOut…, ≈ 4 KB gzip). The package's own per-icon
 * "atoms" (one module per icon name, all sizes and styles) make a module = one icon family.
 *
 * Names that are not icons (bundleIcon, iconFilledClassName, …) stay on the barrel; an icon name
 * whose atom cannot be found stays there too, so the rewrite can only make modules smaller.
 */
import { existsSync, readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { dirname, join } from 'node:path'
import type { Plugin } from 'vite'

const require = createRequire(import.meta.url)
const PACKAGE = '@fluentui/react-icons'
const IMPORT = /import\s*\{([^}]*)\}\s*from\s*(['"])@fluentui\/react-icons\2;?/g
const ICON_NAME = /^([A-Z][A-Za-z0-9]*?)(\d+)?(Regular|Filled|Light|Color)$/

/** `TaskListLtr` → `task-list-ltr`, `Glasses3d` → `glasses-3d` (the atoms' file names). */
export function atomFileName(base: string): string {
  return base
    .replace(/([a-z])([A-Z0-9])/g, '$1-$2')
    .replace(/([0-9])([A-Z])/g, '$1-$2')
    .toLowerCase()
}

export function fluentIconAtoms(): Plugin {
  let atomsDir = ''
  const atomOf = new Map<string, string | null>()

  /** The atom module exporting `name`, verified by reading it once; null = keep the barrel. */
  const resolveAtom = (name: string): string | null => {
    const known = atomOf.get(name)
    if (known !== undefined) return known
    const match = ICON_NAME.exec(name)
    let atom: string | null = null
    if (match) {
      const file = atomFileName(match[1]!)
      const path = join(atomsDir, `${file}.js`)
      if (existsSync(path) && readFileSync(path, 'utf8').includes(`export const ${name} =`)) {
        atom = `${PACKAGE}/svg/${file}`
      }
    }
    atomOf.set(name, atom)
    return atom
  }

  return {
    name: 'webmail:fluent-icon-atoms',
    apply: 'build',
    enforce: 'pre',
    buildStart() {
      // require() resolves to the CommonJS build (lib-cjs/); the ESM atoms sit in lib/.
      atomsDir = join(dirname(require.resolve(PACKAGE)), '..', 'lib', 'atoms', 'svg')
    },
    transform(code, id) {
      if (!code.includes(PACKAGE) || !/\.[cm]?[jt]sx?$/.test(id.split('?')[0]!)) return null
      let changed = false
      const output = code.replace(IMPORT, (statement, specifiers: string) => {
        const barrel: string[] = []
        const byAtom = new Map<string, string[]>()
        for (const raw of specifiers.split(',')) {
          const specifier = raw.trim()
          if (!specifier) continue
          // `type X` specifiers and `X as Y` both keep their text; the imported name comes first.
          const imported = specifier.replace(/^type\s+/, '').split(/\s+as\s+/)[0]!
          const atom = specifier.startsWith('type ') ? null : resolveAtom(imported)
          if (atom) byAtom.set(atom, [...(byAtom.get(atom) ?? []), specifier])
          else barrel.push(specifier)
        }
        if (byAtom.size === 0) return statement
        changed = true
        const lines = [...byAtom].map(
          ([atom, names]) => `import { ${names.join(', ')} } from '${atom}';`,
        )
        if (barrel.length > 0) lines.push(`import { ${barrel.join(', ')} } from '${PACKAGE}';`)
        // Same line count, so the rest of the file keeps its source-map lines.
        return lines.join(' ') + '\n'.repeat(statement.split('\n').length - 1)
      })
      return changed ? { code: output, map: null } : null
    },
  }
}
