/**
 * Promise fakes settle on the microtask queue; one macrotask turn lets the actor see them.
 * `setImmediate`, not `setTimeout(0)`: Node clamps a timeout to 1 ms, so each settle slept a
 * millisecond with the core idle, and the model tests settle tens of thousands of times (lock
 * settings: 22 s → 5 s). The immediate runs once the microtasks are done, as the timer did
 * (decision 357).
 */
export const settle = (): Promise<void> => new Promise((resolve) => setImmediate(resolve))

/**
 * A Fluent dialog that closes leaves the page behind it aria-hidden for a moment after it has
 * left the tree (tabster's modalizer lets go on a timer); a role query made in that gap cannot
 * see the page. Wait until no dialog is open and nothing directly under body is hidden.
 */
export async function dialogsClosed(timeout = 15_000): Promise<void> {
  const { waitFor } = await import('@testing-library/react')
  await waitFor(
    () => {
      if (
        document.querySelector(
          '[role="dialog"],[role="alertdialog"],body > [aria-hidden="true"]:not([data-tabster-dummy])',
        )
      ) {
        throw new Error('a dialog is open or the page behind one is still hidden')
      }
    },
    { timeout },
  )
}
