/**
 * What a journey's page did, written as page-life.json beside a failed test's report
 * (tests/e2e/fixtures.ts records every page).
 */
import type { Page, TestInfo } from '@playwright/test'
import { writeFile } from 'node:fs/promises'

/**
 * What the page did, kept for a failed test's report: a journey that hangs (a login that never
 * navigates, a fake backend that stops answering) shows its console, failed requests, navigations
 * and the service worker's state at the end — the cause of a once-in-40 hang is otherwise lost.
 */
export function recordPageLife(page: Page): (testInfo: TestInfo) => Promise<void> {
  const started = Date.now()
  const events: string[] = []
  const note = (line: string) => events.push(`${Date.now() - started} ms ${line}`)
  page.on('console', (message) => note(`console.${message.type()}: ${message.text()}`))
  page.on('pageerror', (error) => note(`pageerror: ${error.message}`))
  page.on('requestfailed', (request) =>
    note(`requestfailed: ${request.method()} ${request.url()} ${request.failure()?.errorText}`),
  )
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame()) note(`navigated: ${frame.url()}`)
  })
  // API calls, and which never got an answer: a login click that "does nothing" either sent no
  // request or sent one the fake backend never answered.
  const pending = new Set<string>()
  const apiCall = (request: { method(): string; url(): string }) =>
    request.url().includes('/api/')
      ? `${request.method()} ${new URL(request.url()).pathname}`
      : null
  page.on('request', (request) => {
    const call = apiCall(request)
    if (!call) return
    pending.add(call)
    note(`request: ${call}`)
  })
  page.on('requestfinished', (request) => {
    const call = apiCall(request)
    if (!call) return
    pending.delete(call)
    // Read without awaiting: the page may close first, and then there is nothing to note.
    request.response().then(
      (response) => note(`answered ${response?.status()}: ${call}`),
      () => undefined,
    )
  })
  page.on('requestfailed', (request) => {
    const call = apiCall(request)
    if (call) pending.delete(call)
  })
  return async (testInfo) => {
    if (testInfo.status === testInfo.expectedStatus) return
    note(`unanswered at the end: ${[...pending].join(', ') || 'none'}`)
    const state = await page
      .evaluate(async () => {
        const registration = await navigator.serviceWorker.getRegistration()
        return {
          url: location.href,
          mock: typeof (window as { __mock?: unknown }).__mock,
          controller: navigator.serviceWorker.controller?.state ?? null,
          registration: registration
            ? {
                active: registration.active?.state ?? null,
                waiting: registration.waiting?.state ?? null,
                installing: registration.installing?.state ?? null,
              }
            : null,
          cookies: document.cookie.split('; ').map((cookie) => cookie.split('=')[0]),
          text: document.body.innerText.slice(0, 500),
          fields: [...document.querySelectorAll('input, button[type="submit"]')].map((element) =>
            element instanceof HTMLInputElement
              ? `${element.type}:${element.type === 'password' ? '•'.repeat(element.value.length) : element.value}`
              : `submit${(element as HTMLButtonElement).disabled ? ' (disabled)' : ''}`,
          ),
        }
      })
      .catch((error: unknown) => ({ unreadable: String(error) }))
    // Written to the test's output folder too (test-results/…), which CI's list reporter keeps.
    const path = testInfo.outputPath('page-life.json')
    await writeFile(path, JSON.stringify({ state, events }, null, 2))
    await testInfo.attach('page-life.json', { path, contentType: 'application/json' })
  }
}
