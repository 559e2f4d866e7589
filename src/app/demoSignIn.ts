/**
 * The demo's signed-in start (tests/e2e/fixtures.ts `signedInAs`, decision 194): when the page's
 * sessionStorage names a user under this key, the fake backend signs them in as it starts
 * (mocks/browser.ts) and the app gets their token before it sends anything. The app then starts
 * as a signed-in page at once (decision 343): its first screen's chunks and catalog part, and the
 * start-up calls the moment the backend is up, instead of the login page's start and the
 * session only after the first paint. Demo bundle only: the real bundle drops the check.
 */
export const DEMO_SIGN_IN_KEY = 'webmail-demo-sign-in'

export function demoSignsInOnStart(): boolean {
  try {
    return Boolean(sessionStorage.getItem(DEMO_SIGN_IN_KEY))
  } catch {
    return false
  }
}
