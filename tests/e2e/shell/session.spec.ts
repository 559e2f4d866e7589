/**
 * Journeys of the foundation, in the demo bundle: sign in (solving the captcha), the welcome
 * page with seeded data, the INBOX list, lock and unlock, sign out, and the route guard.
 */
import type { Page } from '@playwright/test'
import { expect, test, CORE } from '../fixtures'
import { ComposePage } from '../pages/ComposePage'
import { FolderListPage } from '../pages/FolderListPage'
import { LockScreenPage } from '../pages/LockScreenPage'
import { LoginPage } from '../pages/LoginPage'
import { ShellPage } from '../pages/ShellPage'

const DEMO = { user: 'demo', password: 'Webmail@2468', name: '王小明' }

type Box = { x: number; y: number; width: number; height: number } | null

function overlaps(a: Box, b: Box): boolean {
  if (!a || !b) throw new Error('element has no box')
  return a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height
}

async function signIn(page: Page) {
  const login = new LoginPage(page)
  await login.goto()
  await login.loginAs(DEMO.user, DEMO.password)
  await page.waitForURL('**/mailbox/welcome')
  return new ShellPage(page)
}

/**
 * The journeys after the login start signed in on the home page (the fixture's `signedInAs`):
 * one load of the app instead of the login page, the form and a second load. The login itself
 * is the first journey's, and the route guard's.
 */
const ON_HOME = { signedInAs: DEMO.user, signedInPath: '/mailbox/welcome' }

async function home(page: Page) {
  const shell = new ShellPage(page)
  await expect(shell.welcome).toBeVisible({ timeout: 20_000 })
  return shell
}

test.describe('with the slider captcha', () => {
  test.use({ captcha: 'slider' })

  test("the slider's hint is not cut off under its handle (en, the longest hint)", async ({
    page,
  }) => {
    await page.context().addCookies([{ name: 'language', value: 'en', url: page.url() }])
    await page.goto('/login')
    const slider = page.getByRole('slider')
    await expect(slider).toHaveAttribute('aria-disabled', 'false')
    const hint = page.getByText('Drag the slider right to fit the piece into the gap')
    const handleBox = (await slider.boundingBox())!
    const hintBox = (await hint.boundingBox())!
    expect(hintBox.x).toBeGreaterThanOrEqual(handleBox.x + handleBox.width)
    // All of it shows: nothing clipped inside its box.
    expect(
      await hint.evaluate(
        (node) => node.scrollWidth <= node.clientWidth && node.scrollHeight <= node.clientHeight,
      ),
    ).toBe(true)
  })

  test('signs in and sees the welcome page with seeded data', CORE, async ({ page }) => {
    const shell = await signIn(page)
    await expect(shell.welcome.getByRole('heading', { name: `您好，${DEMO.name}` })).toBeVisible()
    await expect(
      shell.welcome.getByRole('link', { name: /^收件箱有 \d+ 封未读邮件$/ }),
    ).toBeVisible()
    await expect(shell.welcome.getByText(/^已用 [\d.]+ M \/ 共 [\d.]+ M$/)).toBeVisible()
    await expect(shell.welcome.getByText(/^上次登录：\d{4}-\d\d-\d\d \d\d:\d\d/)).toBeVisible()
    await expect(shell.welcome.getByRole('button', { name: '通讯录' })).toBeVisible()
    await expect(shell.welcome.getByText(/^© \d{4} .+ 版权所有$/)).toBeVisible()
  })
})

test.describe('signed in on the home page', () => {
  test.use(ON_HOME)

  test('opens the INBOX list from the unread link and pages through it', CORE, async ({ page }) => {
    const shell = await home(page)
    await shell.welcome.getByRole('link', { name: /^收件箱有 \d+ 封未读邮件$/ }).click()
    await page.waitForURL(/\/mailbox\/innerbox\/INBOX/)
    const list = new FolderListPage(page)
    await list.waitLoaded()
    // The unread view: every row is unread.
    await expect(
      list.mailRows().getByRole('img', { name: '未读', exact: true }).first(),
    ).toBeVisible()
    await expect(list.mailRows().getByRole('img', { name: '已读', exact: true })).toHaveCount(0)

    // The folder itself (all mail), page 1 then page 2.
    await page.goto('/mailbox/innerbox/INBOX')
    await list.waitLoaded()
    const nav = list.panel().getByRole('navigation')
    await expect(nav.getByText(/第 1 \/ \d+ 页/)).toBeVisible()
    // The security reminder stays on screen beside the list, covering none of the pager.
    const reminder = page.getByRole('status').filter({ hasText: '安全提醒' })
    await expect(reminder).toBeVisible()
    const next = nav.getByRole('button', { name: list.labels.nextPage })
    expect(overlaps(await reminder.boundingBox(), await nav.boundingBox())).toBe(false)
    await expect(next).toBeInViewport()
    const firstSubject = await list.mailRows().first().textContent()
    await next.click()
    await expect(nav.getByText(/第 2 \/ \d+ 页/)).toBeVisible()
    await expect(list.mailRows().first()).not.toHaveText(firstSubject ?? '')

    // The cards float over the screen instead of taking a band of it: the list keeps the
    // window's whole height.
    const panel = await list.panel().boundingBox()
    expect(panel!.y + panel!.height).toBeGreaterThan(page.viewportSize()!.height - 8)
    // Closed, the reminder stays closed for this login, across a reload.
    await reminder.getByRole('button', { name: '关闭' }).click()
    await expect(reminder).toBeHidden()
    const logins = page.waitForResponse(/\/api\/core\/welcome\//)
    await page.reload()
    await logins
    await list.waitLoaded()
    await expect(reminder).toHaveCount(0)
  })

  test('a reload on the home page loads its part of the catalog; other screens still get theirs', async ({
    page,
  }) => {
    const shell = await home(page)
    await page.reload()
    await expect(shell.welcome.getByRole('heading', { name: `您好，${DEMO.name}` })).toBeVisible()
    // A lazily opened dialog of the layout, then a screen the home page's part does not cover.
    await shell.banner().getByRole('button', { name: '退出', exact: true }).click()
    const dialog = page.getByRole('dialog')
    await expect(dialog.getByText('确定要退出邮箱吗？')).toBeVisible()
    await dialog.getByRole('button', { name: '取消' }).click()
    await expect(dialog).toBeHidden()
    await shell.welcome.getByRole('link', { name: /^收件箱有 \d+ 封未读邮件$/ }).click()
    const list = new FolderListPage(page)
    await list.waitLoaded()
    await expect(
      list.panel().getByRole('navigation').getByRole('button', { name: list.labels.nextPage }),
    ).toBeVisible()
  })

  // R-LOCK-1, M-ERR-14
  test('locks the screen and unlocks it; a wrong password says so', CORE, async ({ page }) => {
    const shell = await home(page)
    await shell.lock()
    const lock = new LockScreenPage(page)
    await lock.submit('')
    await expect(lock.message).toHaveText('请输入密码')
    await lock.submit('not-my-password')
    await expect(lock.message).toHaveText('密码错误，请重新输入')
    // R-LOCK-4: a reload keeps the lock screen: the session stays online until the password is
    // entered.
    await page.reload()
    await expect(lock.password).toBeVisible()
    expect(new URL(page.url()).pathname).toBe('/lockscreen')
    await lock.unlock(DEMO.password)
    await expect(shell.welcome).toBeVisible()
  })

  // R-ROUTE-6
  test('a locked session cannot be bypassed by typing another address', async ({ page }) => {
    const shell = await home(page)
    await shell.lock()
    await page.goto('/mailbox/welcome')
    await page.waitForURL('**/login')
    await page.goto('/mailbox/welcome')
    await page.waitForURL('**/login')
  })

  // R-LAYOUT-8: the logout confirmation
  test('signs out after confirming', async ({ page }) => {
    const shell = await home(page)
    await shell.logout()
    // The confirm dialog closed with the layout; the login page must still be reachable by role.
    await expect(page.getByRole('button', { name: '登录', exact: true })).toBeVisible()
    await page.goto('/mailbox/innerbox/INBOX')
    await page.waitForURL((url) => url.pathname === '/login')
    expect(new URL(page.url()).searchParams.get('redirect')).toBe('/mailbox/innerbox/INBOX')
  })
})

test.describe('route guard', () => {
  // R-ROUTE-5 (and R-ROUTE-1: / → /login)
  test('without a token everything but the public pages goes to /login', async ({ page }) => {
    for (const path of ['/mailbox/welcome', '/setting/user', '/lockscreen', '/no/such/page', '/']) {
      await page.goto(path)
      await page.waitForURL((url) => url.pathname === '/login')
    }
    await page.goto('/twofactor_login')
    expect(new URL(page.url()).pathname).toBe('/twofactor_login')
    await page.goto('/fileshare')
    expect(new URL(page.url()).pathname).toBe('/fileshare')
  })

  test('a link opened before signing in opens after the login; never a link elsewhere', async ({
    page,
  }) => {
    const link = `/mailbox/innerbox/INBOX?init=composeMail&to=${encodeURIComponent('a@x.com;b@y.com')}`
    await page.goto(link)
    await page.waitForURL((url) => url.pathname === '/login')
    expect(new URL(page.url()).searchParams.get('redirect')).toBe(link)
    const login = new LoginPage(page)
    await login.loginAs(DEMO.user, DEMO.password)
    const compose = new ComposePage(page)
    await expect(compose.form).toBeVisible({ timeout: 20_000 })
    await expect(compose.form.getByRole('button', { name: '编辑收件人 a@x.com' })).toBeVisible()
    await expect(compose.form.getByRole('button', { name: '编辑收件人 b@y.com' })).toBeVisible()
    expect(new URL(page.url()).pathname).toBe('/mailbox/innerbox/INBOX')

    await new ShellPage(page).logout()
    await page.goto(`/login?redirect=${encodeURIComponent('//evil.example/mailbox/welcome')}`)
    await login.loginAs(DEMO.user, DEMO.password)
    await page.waitForURL('**/mailbox/welcome')
    expect(new URL(page.url()).origin).toBe(new URL(link, page.url()).origin)
  })

  // R-ROUTE-7, R-ROUTE-1 (/welcome), R-ROUTE-4 (unknown paths, /404), R-ROUTE-3 (first page)
  test.describe(() => {
    test.use(ON_HOME)
    test('signed in: /login goes home, unknown paths go home, /404 says so', async ({ page }) => {
      await home(page)
      await page.goto('/login')
      await page.waitForURL('**/mailbox/welcome')
      await page.goto('/no/such/page')
      await page.waitForURL('**/mailbox/welcome')
      await page.goto('/welcome')
      await page.waitForURL('**/mailbox/welcome')
      await page.goto('/404')
      // M-TEXT-1
      await expect(page.getByText('404 页面不存在')).toBeVisible()
      await page.goto('/setting')
      await page.waitForURL('**/setting/user')
      await expect(page.getByRole('heading', { name: '个人资料', level: 1 })).toBeVisible()
      await page.goto('/contact')
      await page.waitForURL('**/contact/pab')
      await expect(page.getByRole('table', { name: '联系人' })).toBeVisible()
      await page.goto('/file')
      await page.waitForURL('**/file/pfile')
      await expect(page.getByRole('region', { name: '个人网盘' })).toBeVisible()
      // The self-query centre opens on the login records (no screen is a placeholder any more).
      await page.goto('/search')
      await page.waitForURL('**/search/login')
      await expect(page.getByTestId('coming-later')).toHaveCount(0)
    })
  })
})
