/**
 * The build helpers that keep the login page small: the start-up part of the catalogs
 * (vite.catalog.ts) follows the static imports of the start-up code and the login page and not
 * the lazy chunks; icon imports map to the icon package's per-icon modules (vite.icons.ts).
 */
import { existsSync } from 'node:fs'
import { createRequire } from 'node:module'
import { dirname, join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { START_MODULES, staticClosure } from '../../../vite.catalog.ts'
import { atomFileName } from '../../../vite.icons.ts'

describe('start-up catalog closure', () => {
  const closure = staticClosure(process.cwd(), START_MODULES)

  it('holds the start-up code and the login form', () => {
    for (const file of [
      'src/main.tsx',
      'src/app/App.tsx',
      'src/app/layout/LoadingBar.tsx',
      'src/features/auth/LoginPage.tsx',
      'src/features/auth/LoginForm.tsx',
      'src/features/auth/useLoginForm.ts',
      'src/features/auth/LanguagePicker.tsx',
    ]) {
      expect(closure).toContain(file)
    }
  })

  it('leaves out what loads later: the captcha, the session, the dialogs, other screens', () => {
    for (const file of [
      'src/features/auth/captcha/CaptchaSlot.tsx',
      'src/features/auth/OtherLoginOptions.tsx',
      'src/app/session/runtime.ts',
      'src/app/SessionDialogs.tsx',
      'src/features/auth/LockScreenPage.tsx',
      'src/app/layout/MainLayout.tsx',
    ]) {
      expect(closure).not.toContain(file)
    }
  })
})

describe('icon atoms', () => {
  it.each([
    ['Mail', 'mail'],
    ['LockClosed', 'lock-closed'],
    ['TaskListLtr', 'task-list-ltr'],
    ['ChevronDoubleRight', 'chevron-double-right'],
  ])('%s lives in svg/%s', (base, file) => {
    expect(atomFileName(base)).toBe(file)
    const lib = join(dirname(createRequire(import.meta.url).resolve('@fluentui/react-icons')), '..')
    expect(existsSync(join(lib, 'lib', 'atoms', 'svg', `${file}.js`))).toBe(true)
  })
})
