/**
 * A dialog that swaps its loading state for its form keeps focus inside (issue 17, src/app/
 * dialogFocus.ts): the focused Cancel button disappears with the loading state, and focus goes
 * to the form's first control instead of falling to <body>.
 */
import { afterEach, describe, expect, it } from 'vitest'
import { keepFocusInDialogs, refocusOpenDialog } from '../../../src/app/dialogFocus.ts'

function dialogWithLoadingState() {
  const dialog = document.createElement('div')
  dialog.setAttribute('role', 'dialog')
  dialog.setAttribute('aria-modal', 'true')
  dialog.tabIndex = -1
  const cancel = document.createElement('button')
  cancel.textContent = 'Cancel'
  dialog.append(cancel)
  document.body.append(dialog)
  cancel.focus()
  return { dialog, cancel }
}

/** The form the dialog shows once loaded (a sentinel of the focus manager first). */
function showForm(dialog: HTMLElement, cancel: HTMLElement) {
  cancel.remove()
  const sentinel = document.createElement('i')
  sentinel.tabIndex = 0
  sentinel.setAttribute('data-tabster-dummy', '')
  sentinel.setAttribute('aria-hidden', 'true')
  const name = document.createElement('input')
  name.setAttribute('aria-label', 'Name')
  dialog.append(sentinel, name)
  return name
}

const nextTask = () => new Promise((resolve) => setTimeout(resolve, 0))
/** The keeper's observer, then the refocus it leaves to the next task (decision 340). */
const flushObserver = async () => {
  await nextTask()
  await nextTask()
}

describe('keepFocusInDialogs', () => {
  let stop: (() => void) | undefined
  afterEach(() => {
    stop?.()
    document.body.innerHTML = ''
  })

  it('moves focus to the first real control when the focused one is removed', async () => {
    stop = keepFocusInDialogs()
    const { dialog, cancel } = dialogWithLoadingState()
    expect(document.activeElement).toBe(cancel)
    const name = showForm(dialog, cancel)
    await flushObserver()
    expect(document.activeElement).toBe(name)
  })

  it('without it, focus falls to <body> (the bug)', async () => {
    const { dialog, cancel } = dialogWithLoadingState()
    showForm(dialog, cancel)
    await flushObserver()
    expect(document.activeElement).toBe(document.body)
  })

  it('leaves focus alone when no dialog is open or something has focus', () => {
    const outside = document.createElement('input')
    document.body.append(outside)
    expect(refocusOpenDialog()).toBe(false)
    const { dialog } = dialogWithLoadingState()
    outside.focus()
    expect(refocusOpenDialog()).toBe(false)
    expect(document.activeElement).toBe(outside)
    ;(document.activeElement as HTMLElement).blur()
    expect(refocusOpenDialog()).toBe(true)
    expect(document.activeElement).toBe(dialog.querySelector('button'))
  })
})

describe('keepFocusInDialogs on close', () => {
  let stop: (() => void) | undefined
  afterEach(() => {
    stop?.()
    document.body.innerHTML = ''
  })

  it('gives focus back to the opener when a dialog goes away leaving it on <body>', async () => {
    stop = keepFocusInDialogs()
    const opener = document.createElement('button')
    opener.textContent = 'Choose from the address book'
    document.body.append(opener)
    opener.focus()
    const { dialog } = dialogWithLoadingState()
    await flushObserver()
    expect(document.activeElement).not.toBe(opener)
    dialog.remove()
    await flushObserver()
    expect(document.activeElement).toBe(opener)
  })

  it('leaves focus where the dialog put it (a DialogTrigger restored, a link followed)', async () => {
    stop = keepFocusInDialogs()
    const opener = document.createElement('button')
    const elsewhere = document.createElement('input')
    document.body.append(opener, elsewhere)
    opener.focus()
    const { dialog } = dialogWithLoadingState()
    await flushObserver()
    elsewhere.focus()
    dialog.remove()
    await flushObserver()
    expect(document.activeElement).toBe(elsewhere)
  })
})
