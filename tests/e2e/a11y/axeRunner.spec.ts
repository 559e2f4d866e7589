/**
 * The audit's own control: the in-page axe run (axe.ts `runAxe`) must see what it is there to
 * see. Elements with known violations are put on the login page; a walk whose runner had gone
 * blind would otherwise pass every screen.
 */
import { expect, test } from '../fixtures'
import { runAxe } from './axe'

test('the audit reports violations on the page, within `include`, and not in mail frames', async ({
  page,
}) => {
  await page.evaluate(() => {
    const bad = document.createElement('section')
    bad.id = 'axe-control'
    bad.innerHTML =
      '<img src="data:image/gif;base64,R0lGODlhAQABAAAAACw=">' +
      '<button></button>' +
      '<p style="color:#ccc;background:#fff">faint text</p>'
    document.body.append(bad)
    const frame = document.createElement('iframe')
    frame.setAttribute('sandbox', '')
    frame.title = 'mail'
    frame.srcdoc = '<img src="x.png"><button></button>'
    document.body.append(frame)
  })
  const rules = (results: Awaited<ReturnType<typeof runAxe>>) =>
    results.violations.map((violation) => violation.id).sort()

  const whole = await runAxe(page, undefined)
  expect(rules(whole)).toEqual(
    expect.arrayContaining(['button-name', 'color-contrast', 'image-alt']),
  )
  const inControl = whole.violations.flatMap((violation) => violation.nodes)
  expect(inControl.every((node) => !node.target.join(' ').includes('iframe'))).toBe(true)

  // Run again on the same document (axe is put in once): only the included part is audited.
  const part = await runAxe(page, '#axe-control')
  expect(rules(part)).toEqual(['button-name', 'color-contrast', 'image-alt'])
  await page.evaluate(() => document.getElementById('axe-control')?.remove())
  expect(rules(await runAxe(page, undefined))).not.toContain('image-alt')
})
