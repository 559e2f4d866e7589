/**
 * Every page of the demo starts the fake backend (mocks/browser.ts) before it shows anything, so
 * whatever that module reaches through static imports is downloaded and compiled on every start.
 * The contacts file readers and writers (SheetJS and Papa Parse, ≈ 190 KB gzip) are for the
 * import and export calls only: the handler loads them when it is called (issue 11, demo: "nothing
 * loaded before it is needed"). So are the .eml parser (postal-mime), the QR encoder of the
 * authenticator setup, the calendar file reader and writer (ical.js), the RSA code that opens a password
 * (jsencrypt), and the whole contract (routing needs only its cut-down operations).
 * This walks the static import graph of the source.
 */
import { existsSync, readFileSync } from 'node:fs'
import { dirname, resolve } from 'node:path'
import { describe, expect, it } from 'vitest'

/** Static imports of a TypeScript module: not `import type`, not dynamic `import()`. */
function staticImports(file: string): string[] {
  const source = readFileSync(file, 'utf8')
  const found: string[] = []
  for (const match of source.matchAll(/^(?:import|export)\s+(type\s+)?[^'";]*?from\s+'([^']+)'/gm))
    if (!match[1]) found.push(match[2]!)
  for (const match of source.matchAll(/^import\s+'([^']+)'/gm)) found.push(match[1]!)
  return found
}

/** Every module the entry reaches statically: project files by path, packages by name. */
function closure(entry: string): {
  files: Set<string>
  packages: Set<string>
  specifiers: Set<string>
} {
  const files = new Set<string>()
  const packages = new Set<string>()
  const specifiers = new Set<string>()
  const visit = (file: string) => {
    if (files.has(file)) return
    files.add(file)
    for (const spec of staticImports(file)) {
      specifiers.add(spec.replace(/^(\.\.?\/)+/, ''))
      if (!spec.startsWith('.')) {
        packages.add(
          spec.startsWith('@') ? spec.split('/').slice(0, 2).join('/') : spec.split('/')[0]!,
        )
        continue
      }
      const target = resolve(dirname(file), spec.replace(/\?.*$/, ''))
      if (/\.(ts|tsx)$/.test(target) && existsSync(target)) visit(target)
    }
  }
  visit(resolve(entry))
  return { files, packages, specifiers }
}

describe('what the demo loads with its fake backend', () => {
  const { files, packages, specifiers } = closure('mocks/browser.ts')

  it('reaches the handlers (the walk works)', () => {
    expect(files.size).toBeGreaterThan(100)
    expect([...files].some((file) => file.endsWith('mocks/handlers/contactTransfer.ts'))).toBe(true)
    expect(packages).toContain('msw')
  })

  it('does not reach the contacts file readers and writers', () => {
    expect([...packages].filter((name) => ['@e965/xlsx', 'papaparse'].includes(name))).toEqual([])
  })

  it('does not reach the .eml parser, the QR encoder, the calendar files’ reader or RSA', () => {
    expect(files.has(resolve('mocks/mail/eml.ts'))).toBe(true)
    expect(
      [...packages].filter((name) =>
        ['postal-mime', 'qrcode', 'ical.js', 'jsencrypt'].includes(name),
      ),
    ).toEqual([])
  })

  it('routes with the contract’s operations, not the whole contract', () => {
    expect(specifiers).toContain('openapi.yaml?operations')
    expect(specifiers).not.toContain('openapi.yaml?parsed')
  })
})
