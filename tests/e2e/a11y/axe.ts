/**
 * The accessibility audit of the e2e suite (issue 17): axe-core with the WCAG 2.0/2.1 A and AA
 * rules on each screen and dialog a walk opens, in a locale × theme variant. Serious and critical
 * violations fail the test (listed in its message); minor and moderate ones go to the report
 * (test-results/a11y-parts/*.json, merged into test-results/a11y-report.json and docs/a11y.md by
 * report.ts after the run).
 */
import axe from 'axe-core'
import type { AxeResults, ElementContext, RunOptions } from 'axe-core'
import type { Locator, Page, TestInfo } from '@playwright/test'
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { expect } from '../fixtures'

/** Client-side navigation (no reload of the app and its in-page fake backend). */
export { go } from '../pages/navigation'

export const A11Y_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']
export const PARTS_DIR = join('test-results', 'a11y-parts')

export interface Variant {
  locale: 'zh-hans' | 'en'
  /** The dark theme: the system's colour scheme AND the `night` skin (decision 311). */
  dark: boolean
}

/**
 * Each locale once and each theme once (decision 328): contrast belongs to the theme, names and
 * labels to the locale, so the two walks between them meet every rule axe checks here; the full
 * cross of four walks cost four minutes of CI for findings the two already give.
 */
export const VARIANTS: Variant[] = [
  { locale: 'zh-hans', dark: false },
  { locale: 'en', dark: true },
]

export const variantName = (v: Variant) => `${v.locale} ${v.dark ? 'dark' : 'light'}`

/**
 * Rules that cannot apply to a part of the page, each for its selector only (decisions 312).
 * Everything else is audited.
 */
const EXCLUDED: string[] = [
  // Mail bodies and previews are third-party content in sandboxed frames (decision 312).
  'iframe[sandbox]',
  // Tabster's (Fluent's focus manager) focus sentinels: aria-hidden <i tabindex="0"> that hand
  // focus on at a focus-trap or group edge and are never announced (decision 312).
  '[data-tabster-dummy]',
]

/**
 * axe on the page's own document: axe-core is put into a document once (its ~550 KB source), and
 * mail frames are not entered (they are excluded above). @axe-core/playwright evaluated the whole
 * source into the page and into every frame on each audit, and finished each audit in a new tab
 * it opened for it: most of an audit's time on a busy machine.
 */
export async function runAxe(page: Page, include: string | undefined): Promise<AxeResults> {
  if (!(await page.evaluate(() => typeof (window as { axe?: unknown }).axe === 'object')))
    await page.evaluate(axe.source)
  const context: ElementContext = include
    ? { include: [include], exclude: EXCLUDED }
    : { exclude: EXCLUDED }
  const options: RunOptions = {
    runOnly: { type: 'tag', values: A11Y_TAGS },
    iframes: false,
    resultTypes: ['violations'],
  }
  // Passed as JSON: Playwright's argument types do not unfold axe's deep option types.
  const results = await page.evaluate(
    ({ context, options }) =>
      (window as unknown as { axe: typeof axe }).axe.run(
        JSON.parse(context) as ElementContext,
        JSON.parse(options) as RunOptions,
      ),
    { context: JSON.stringify(context), options: JSON.stringify(options) },
  )
  return results as AxeResults
}

interface Finding {
  screen: string
  rule: string
  impact: string
  help: string
  nodes: string[]
}

/**
 * Audits screens one after another on one page; `finish()` fails the test listing every serious
 * or critical violation found, after writing the test's part of the report.
 */
export class AxeAudit {
  private readonly failures: Finding[] = []
  private readonly notes: Finding[] = []
  private readonly screens: string[] = []

  constructor(
    private readonly page: Page,
    private readonly testInfo: TestInfo,
    private readonly variant: Variant,
  ) {}

  /** Runs axe on the page (or only `include`, e.g. an open dialog) as it is now. */
  async check(screen: string, options: { include?: string } = {}): Promise<void> {
    // A dialog fading in or a button leaving its disabled look is mid-way between two colours:
    // axe would measure the blend. Transitions and CSS animations are switched off for the audit
    // (the end state is what a user reads), and what still runs (Fluent's motion) is let finish.
    await this.page.emulateMedia({ reducedMotion: 'reduce' })
    await this.page.addStyleTag({
      content:
        '*, *::before, *::after { transition: none !important; animation: none !important; }',
    })
    await this.page.evaluate(() =>
      Promise.all(
        document
          .getAnimations()
          .filter((a) => Number.isFinite(Number(a.effect?.getComputedTiming().endTime)))
          .map((a) => a.finished.catch(() => undefined)),
      ),
    )
    const results = await runAxe(this.page, options.include)
    this.screens.push(screen)
    for (const violation of results.violations) {
      const finding: Finding = {
        screen,
        rule: violation.id,
        impact: violation.impact ?? 'minor',
        help: violation.help,
        nodes: violation.nodes.map(
          (node) =>
            `${node.target.join(' ')} ${node.html.slice(0, 160)}: ${node.failureSummary ?? ''}`,
        ),
      }
      if (finding.impact === 'serious' || finding.impact === 'critical') this.failures.push(finding)
      else this.notes.push(finding)
    }
  }

  finish(): void {
    mkdirSync(PARTS_DIR, { recursive: true })
    const name = this.testInfo.titlePath
      .slice(1)
      .join(' › ')
      .replace(/[^\w-]+/g, '_')
    writeFileSync(
      join(PARTS_DIR, `${name}.json`),
      JSON.stringify(
        {
          variant: variantName(this.variant),
          screens: this.screens,
          serious: this.failures,
          minor: this.notes,
        },
        null,
        2,
      ),
    )
    const listed = this.failures.map(
      (f) => `[${f.impact}] ${f.screen}: ${f.rule} (${f.help})\n    ${f.nodes.join('\n    ')}`,
    )
    expect(listed, 'serious or critical axe violations').toEqual([])
  }
}

/**
 * Puts a signed-in page in the variant's theme: the dark colour scheme and the `night` skin (the
 * user's skin lives on the server, so it is set there as the skin page would).
 */
export async function applyTheme(page: Page, variant: Variant): Promise<void> {
  if (!variant.dark) return
  await page.emulateMedia({ colorScheme: 'dark' })
  await page.evaluate(async () => {
    const token = /(?:^|; )token=([^;]*)/.exec(document.cookie)?.[1]
    localStorage.setItem('webmail.skin', 'night')
    if (!token) return
    await fetch('/api/setting/skin/', {
      method: 'PUT',
      headers: {
        Authorization: `JWT ${decodeURIComponent(token)}`,
        'Content-Type': 'application/json',
      },
      body: JSON.stringify({ skin_name: 'night' }),
    })
  })
  await page.reload()
  // The server's skin is adopted after the reload; the walk checks the dark screens, not light ones.
  await expect.poll(() => page.evaluate(() => localStorage.getItem('webmail.skin'))).toBe('night')
}

let english: Map<string, string> | undefined

/**
 * The text `zh` (the source language) as the variant's locale shows it, read from the English
 * catalog, so one walk drives both languages with the app's own words.
 */
export function say(variant: Variant, zh: string): string {
  if (variant.locale === 'zh-hans') return zh
  if (!english) {
    english = new Map()
    const po = readFileSync(join('src', 'i18n', 'locales', 'en', 'messages.po'), 'utf8')
    for (const [, id, str] of po.matchAll(/^msgid "(.*)"\nmsgstr "(.*)"$/gm)) {
      if (!english.has(id!)) english.set(id!, str!)
    }
  }
  const text = english.get(zh)
  if (!text) throw new Error(`no English for "${zh}" in the catalog`)
  return text
}

/**
 * Clicks the button named `opener` (in `scope`), audits the page with the dialog that opens, then
 * closes it with Escape.
 */
export async function auditDialog(
  audit: AxeAudit,
  page: Page,
  screen: string,
  opener: Locator,
): Promise<void> {
  await opener.click()
  const dialog = page.getByRole('dialog').or(page.getByRole('alertdialog')).last()
  await expect(dialog).toBeVisible()
  await audit.check(screen)
  await page.keyboard.press('Escape')
  await expect(dialog).toBeHidden()
}

/**
 * Waits until the screen has finished loading: no spinner, nothing busy, and the page's text the
 * same on two looks a quarter second apart (lazy pages render nothing until their chunk is in).
 */
export async function settle(page: Page): Promise<void> {
  const busy = page.locator('.fui-Spinner, [aria-busy="true"]')
  let last = ''
  await expect
    .poll(
      async () => {
        const text =
          (await busy.count()) > 0 ? '' : await page.evaluate(() => document.body.innerText)
        const stable = text !== '' && text === last
        last = text
        return stable
      },
      { intervals: [250], timeout: 20_000 },
    )
    .toBe(true)
}
