/**
 * The build helpers that keep the first pages small: the parts of the catalogs (vite.catalog.ts)
 * — the login page's follows the static imports of the start-up code and the login page and not
 * the lazy chunks; the home page's also follows the dialogs its layout opens lazily, never other
 * screens — and icon imports map to the icon package's per-icon modules (vite.icons.ts).
 */
import { existsSync } from 'node:fs'
import { createRequire } from 'node:module'
import { dirname, join } from 'node:path'
import { describe, expect, it } from 'vitest'
import {
  MAIL_MODULES,
  MAIL_TABS_LOADERS,
  moduleClosure,
  START_MODULES,
  staticClosure,
  WELCOME_MODULES,
} from '../../../vite.catalog.ts'
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

describe('home page catalog closure', () => {
  const closure = moduleClosure(process.cwd(), WELCOME_MODULES, { lazy: true })

  it('holds the layout, the home page, the session and what they open in place', () => {
    for (const file of [
      'src/app/App.tsx',
      'src/app/layout/MainLayout.tsx',
      'src/app/layout/TopBar.tsx',
      'src/app/layout/Cards.tsx',
      'src/features/welcome/WelcomeSummary.tsx',
      'src/app/session/sessionNotices.ts',
      // lazily opened: dialogs and panels of the layout and the home page
      'src/app/layout/LogoutDialog.tsx',
      'src/app/layout/AdvancedSearchDialog.tsx',
      'src/features/auth/ChangePasswordDialog.tsx',
      'src/features/locks/ModuleLockDialog.tsx',
      'src/app/SessionDialogs.tsx',
      'src/app/Toasts.tsx',
    ]) {
      expect(closure).toContain(file)
    }
  })

  it('leaves out other screens, which the router waits for', () => {
    for (const file of [
      'src/features/auth/LoginPage.tsx',
      'src/features/auth/LockScreenPage.tsx',
      'src/features/mailbox/MailboxPage.tsx',
      'src/features/reader/pages/PrintPage.tsx',
      'src/features/common/LaterRoute.tsx',
      'mocks/browser.ts',
    ]) {
      expect(closure).not.toContain(file)
    }
  })

  it('follows import() only when asked', () => {
    const staticOnly = moduleClosure(process.cwd(), WELCOME_MODULES)
    expect(staticOnly).toContain('src/app/layout/MainLayout.tsx')
    expect(staticOnly).not.toContain('src/app/layout/LogoutDialog.tsx')
  })
})

describe('mail screen catalog closure', () => {
  const closure = moduleClosure(process.cwd(), MAIL_MODULES, {
    lazy: true,
    notFollowed: MAIL_TABS_LOADERS,
  })

  it('holds the layout, the folder tree, the list tab, the reader and the dialogs they open', () => {
    for (const file of [
      'src/app/layout/MainLayout.tsx',
      'src/app/layout/LogoutDialog.tsx',
      'src/features/mailbox/MailboxPage.tsx',
      'src/features/mailbox/FolderTree.tsx',
      'src/features/mailbox/list/FolderListTab.tsx',
      'src/features/mailbox/list/MailTable.tsx',
      'src/features/mailbox/tabs/lazyTabs.tsx',
      'src/features/mail-actions/SenderCard.tsx',
      // the reader, fetched when the list is idle, and what it opens in place
      'src/features/reader/ReaderTab.tsx',
      'src/features/reader/SentMailStatus.tsx',
    ]) {
      expect(closure).toContain(file)
    }
  })

  it('leaves out the other tabs, which wait for the whole catalog, and other screens', () => {
    for (const file of [
      'src/features/compose/ComposeTab.tsx',
      'src/features/mailbox/search/SearchResultsTab.tsx',
      'src/features/review/ReviewTab.tsx',
      'src/features/welcome/WelcomePage.tsx',
      'src/features/settings/SettingsLayout.tsx',
      'src/features/auth/LoginPage.tsx',
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
