/**
 * The captcha variants on the login page against the fake backend, solved with the answers the
 * fake server keeps (as the Playwright page object does): slider by keyboard and by pointer,
 * click-in-order by pointer and by keyboard, text and arithmetic codes, failures and refreshes.
 */
import './jsdomShims.ts'
import { fireEvent, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { waitFor as waitForActor } from 'xstate'
import { peekLastChallenge } from '../../../mocks/captcha/store.ts'
import type { CaptchaType } from '../../../mocks/state.ts'
import LoginPage from '../../../src/features/auth/LoginPage.tsx'
import { DEMO_USER, mockControl } from '../../support/server.ts'
import { renderPage, startHarness } from './authHarness.tsx'

const user = userEvent.setup({ delay: null })

// The captcha and its widgets are lazy chunks; compiling them on first use would eat into the
// first test's time on a busy machine, so they are imported once up front.
beforeAll(async () => {
  await Promise.all([
    import('../../../src/features/auth/captcha/CaptchaSlot.tsx'),
    import('../../../src/features/auth/captcha/SliderCaptcha.tsx'),
    import('../../../src/features/auth/captcha/ClickCaptcha.tsx'),
  ])
}, 60_000)

async function openWithCaptcha(type: CaptchaType) {
  mockControl.setCaptchaType(type)
  const harness = startHarness()
  renderPage(<LoginPage />, harness.session)
  await screen.findByRole('button', { name: '登录' })
  // The captcha is a chunk of its own (it loads while the account is typed); the first import
  // in a test file can take a while on a busy machine.
  await waitFor(
    () => expect(screen.getByRole('region', { name: '安全验证' })).not.toHaveAttribute('aria-busy'),
    { timeout: 15_000 },
  )
  return harness
}

function answer() {
  const current = peekLastChallenge()
  if (!current) throw new Error('no live challenge')
  return current
}

async function fillCredentials(password: string = DEMO_USER.password) {
  await user.type(screen.getByLabelText(/^邮箱账号/, { selector: 'input' }), DEMO_USER.username)
  await user.type(screen.getByLabelText(/^密码/, { selector: 'input' }), password)
}

/** Moves the slider handle to `x` with the keys a keyboard user has. */
function slideTo(slider: HTMLElement, x: number) {
  fireEvent.keyDown(slider, { key: 'Home' })
  for (let i = 0; i < Math.floor(x / 10); i += 1) fireEvent.keyDown(slider, { key: 'PageUp' })
  for (let i = 0; i < x % 10; i += 1) fireEvent.keyDown(slider, { key: 'ArrowRight' })
}

beforeEach(() => localStorage.clear())

// R-LOGIN-1 (slider or click-in-order captcha), R-LOGIN-2
describe('login captchas', { timeout: 20_000 }, () => {
  it('slider: keyboard moves the piece and Enter confirms; the ticket goes with the login', async () => {
    const { session } = await openWithCaptcha('slider')
    const slider = await screen.findByRole('slider', { name: '拼图滑块' })
    const { x } = answer()
    slideTo(slider, x ?? 0)
    expect(slider).toHaveAttribute('aria-valuenow', String(x))
    fireEvent.keyDown(slider, { key: 'Enter' })
    expect(await screen.findByText('验证通过')).toBeInTheDocument()

    await fillCredentials()
    await user.click(screen.getByRole('button', { name: '登录' }))
    await waitForActor(session, (s) => s.matches('signedIn'), { timeout: 10_000 })
  })

  it('slider: a pointer drag answers too', async () => {
    await openWithCaptcha('slider')
    const slider = await screen.findByRole('slider', { name: '拼图滑块' })
    const { x = 0 } = answer()
    // jsdom lays nothing out, so one screen pixel is one image pixel here.
    fireEvent.pointerDown(slider, { pointerId: 1, clientX: 10 })
    fireEvent.pointerMove(slider, { pointerId: 1, clientX: 10 + x / 2 })
    expect(slider).toHaveAttribute('aria-valuenow', String(Math.round(x / 2)))
    fireEvent.pointerUp(slider, { pointerId: 1, clientX: 10 + x })
    expect(await screen.findByText('验证通过')).toBeInTheDocument()
  })

  it('slider: a wrong position fails, says so, and brings a new challenge', async () => {
    await openWithCaptcha('slider')
    const slider = await screen.findByRole('slider', { name: '拼图滑块' })
    const first = answer()
    fireEvent.keyDown(slider, { key: 'ArrowRight' })
    fireEvent.keyDown(slider, { key: 'Enter' })
    expect(await screen.findByText('验证失败，请再试一次')).toBeInTheDocument()
    await waitFor(() => expect(answer()).not.toEqual(first), { timeout: 5000 })
    const fresh = await screen.findByRole('slider', { name: '拼图滑块' })
    await waitFor(() => expect(fresh).toHaveAttribute('aria-disabled', 'false'))
    expect(fresh).toHaveAttribute('aria-valuenow', '0')
  })

  it('slider: signing in before solving it asks for the check first', async () => {
    const { session } = await openWithCaptcha('slider')
    await screen.findByRole('slider', { name: '拼图滑块' })
    await fillCredentials()
    await user.click(screen.getByRole('button', { name: '登录' }))
    expect(await screen.findByText('请先完成安全验证')).toBeInTheDocument()
    expect(session.getSnapshot().matches('loggedOut')).toBe(true)
  })

  it('a failed login refreshes the solved captcha (tickets are single-use)', async () => {
    const { session } = await openWithCaptcha('slider')
    const slider = await screen.findByRole('slider', { name: '拼图滑块' })
    const solved = answer()
    slideTo(slider, solved.x ?? 0)
    fireEvent.keyDown(slider, { key: 'Enter' })
    await screen.findByText('验证通过')
    await fillCredentials('wrong-password')
    await user.click(screen.getByRole('button', { name: '登录' }))

    await waitForActor(session, (s) => s.matches('loggedOut') && s.context.error !== null)
    await waitFor(() => expect(screen.queryByText('验证通过')).not.toBeInTheDocument())
    await waitFor(() => expect(answer()).not.toEqual(solved))
    expect(screen.getByLabelText(/^密码/, { selector: 'input' })).toHaveValue('wrong-password')
  })

  it('click: the three characters clicked in order pass; markers number the clicks', async () => {
    await openWithCaptcha('click')
    const stage = await screen.findByRole('application', { name: '文字点选验证图片' })
    const { points = [] } = answer()
    for (const [index, point] of points.entries()) {
      fireEvent.click(stage, { clientX: point.x, clientY: point.y })
      if (index < points.length - 1) {
        expect(screen.getAllByTestId('captcha-marker')).toHaveLength(index + 1)
      }
    }
    expect(await screen.findByText('验证通过')).toBeInTheDocument()
  })

  it('click: reset clears the markers', async () => {
    await openWithCaptcha('click')
    const stage = await screen.findByRole('application', { name: '文字点选验证图片' })
    fireEvent.click(stage, { clientX: 5, clientY: 5 })
    expect(screen.getAllByTestId('captcha-marker')).toHaveLength(1)
    await user.click(screen.getByRole('button', { name: '重置' }))
    expect(screen.queryAllByTestId('captcha-marker')).toHaveLength(0)
  })

  it('click: arrow keys move a cursor and Enter places each point', async () => {
    await openWithCaptcha('click')
    const stage = await screen.findByRole('application', { name: '文字点选验证图片' })
    const { points = [] } = answer()
    // The cursor starts in the middle of the image; steps are 5 image px.
    const size = await challengeSize()
    let cursor = { x: size.width / 2, y: size.height / 2 }
    for (const point of points) {
      const dx = Math.round((point.x - cursor.x) / 5)
      const dy = Math.round((point.y - cursor.y) / 5)
      for (let i = 0; i < Math.abs(dx); i += 1) {
        fireEvent.keyDown(stage, { key: dx > 0 ? 'ArrowRight' : 'ArrowLeft' })
      }
      for (let i = 0; i < Math.abs(dy); i += 1) {
        fireEvent.keyDown(stage, { key: dy > 0 ? 'ArrowDown' : 'ArrowUp' })
      }
      cursor = { x: cursor.x + dx * 5, y: cursor.y + dy * 5 }
      fireEvent.keyDown(stage, { key: 'Enter' })
    }
    expect(await screen.findByText('验证通过')).toBeInTheDocument()
  })

  it('text: the typed code is verified on submit, ignoring case, and the login goes through', async () => {
    const { session } = await openWithCaptcha('text')
    const code = await screen.findByRole('textbox', { name: /^验证码/ })
    await fillCredentials()
    await user.type(code, (answer().value ?? '').toLowerCase())
    await user.click(screen.getByRole('button', { name: '登录' }))
    await waitForActor(session, (s) => s.matches('signedIn'), { timeout: 10_000 })
  })

  it('text: a short code is refused locally; a wrong one fails, keeping what else was typed', async () => {
    const { session } = await openWithCaptcha('text')
    const code = await screen.findByRole('textbox', { name: /^验证码/ })
    await fillCredentials()
    await user.type(code, 'abc')
    await user.click(screen.getByRole('button', { name: '登录' }))
    expect(await screen.findByText('请输入 6 位验证码')).toBeInTheDocument()

    await user.clear(code)
    await user.type(code, 'zzzzzz')
    await user.click(screen.getByRole('button', { name: '登录' }))
    expect(await screen.findByText('验证码错误，请重新输入')).toBeInTheDocument()
    // The panel shows the refusal as the captcha actor gets it; the form clears the code when its
    // verify call returns, a render later (CI run 22 looked in between).
    await waitFor(() => expect(code).toHaveValue(''))
    expect(screen.getByLabelText(/^邮箱账号/, { selector: 'input' })).toHaveValue(
      DEMO_USER.username,
    )
    expect(screen.getByLabelText(/^密码/, { selector: 'input' })).toHaveValue(DEMO_USER.password)
    expect(session.getSnapshot().matches('loggedOut')).toBe(true)
  })

  it('arith: the answer to the question lets the user in', async () => {
    const { session } = await openWithCaptcha('arith')
    const result = await screen.findByRole('textbox', { name: /^计算结果/ })
    expect(screen.getByRole('img', { name: /= \?$/ })).toBeInTheDocument()
    await fillCredentials()
    await user.type(result, answer().value ?? '')
    await user.click(screen.getByRole('button', { name: '登录' }))
    await waitForActor(session, (s) => s.matches('signedIn'), { timeout: 10_000 })
  })

  it('the refresh button loads another challenge', async () => {
    await openWithCaptcha('slider')
    await screen.findByRole('slider', { name: '拼图滑块' })
    const first = answer()
    await user.click(screen.getByRole('button', { name: '换一张' }))
    await waitFor(() => expect(answer()).not.toEqual(first))
  })
})

/** Size of the live click challenge, as the fake server sent it. */
async function challengeSize(): Promise<{ width: number; height: number }> {
  const stage = await screen.findByRole('application', { name: '文字点选验证图片' })
  // The stage carries the image's natural size as its max width and aspect ratio.
  const width = Number.parseFloat(stage.style.maxWidth)
  const [w = '1', h = '1'] = stage.style.aspectRatio.split('/').map((part) => part.trim())
  return { width, height: (width * Number(h)) / Number(w) }
}
