import { afterEach, describe, expect, it } from 'vitest'
import { releaseStaleModalHiding } from '../../../src/app/staleModal.ts'

afterEach(() => {
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
})
