import { afterEach, describe, expect, it, vi } from 'vitest'
import { expiredBox } from '../../../src/app/session/expiredBox.ts'
import { releaseStaleModalHiding } from '../../../src/app/staleModal.ts'

afterEach(() => {
  vi.useRealTimers()
  document.body.innerHTML = ''
})

describe('stale modal hiding (Fluent UI #35139 workaround)', () => {
  it('makes the app root visible again once no modal is open', () => {
    document.body.innerHTML = '<div id="root" aria-hidden="true"><button>登录</button></div>'
    expect(releaseStaleModalHiding()).toBe(true)
    expect(document.getElementById('root')!.hasAttribute('aria-hidden')).toBe(false)
  })

  it('leaves the hiding alone while a modal dialog is open', () => {
    document.body.innerHTML =
      '<div id="root" aria-hidden="true"></div><div><div role="dialog" aria-modal="true"></div></div>'
    expect(releaseStaleModalHiding()).toBe(false)
    expect(document.getElementById('root')!.getAttribute('aria-hidden')).toBe('true')
  })

  it('does nothing when the root is not hidden', () => {
    document.body.innerHTML = '<div id="root"></div>'
    expect(releaseStaleModalHiding()).toBe(false)
  })

  it('makes the app root visible again when the 401 box closes over the login page', async () => {
    vi.useFakeTimers()
    document.body.innerHTML =
      '<div id="root"></div><div><div role="alertdialog" aria-modal="true"></div></div>'
    const closed = expiredBox.open('登录已过期，请重新登录')
    // The 401 led to the login page while the box was open; Fluent hid the app root under it.
    document.getElementById('root')!.setAttribute('aria-hidden', 'true')
    document.querySelector('[aria-modal]')!.remove()
    expiredBox.close()
    await closed
    await vi.advanceTimersByTimeAsync(600)
    expect(document.getElementById('root')!.hasAttribute('aria-hidden')).toBe(false)
  })
})
