/** Shared look-ups for the mail contract tests: seeded fixtures and small request helpers. */
import { expect } from 'vitest'
import { db } from '../../mocks/db/index.ts'
import { FIXTURE_TEXT } from '../../mocks/seed/text/reader-fixtures.ts'
import { DEMO_USER, apiFetch } from '../support/server.ts'

export { FIXTURE_TEXT }
export { PROTECTED_MAIL_PASSWORD } from '../../mocks/seed/readerFixtures.ts'

/** The seeded demo mail with this subject (fixtures have unique subjects per language). */
export function seeded(subject: string) {
  const found = db.messages
    .all()
    .find((m) => m.owner === DEMO_USER.username && m.subject === subject)
  if (!found) throw new Error(`no seeded mail "${subject}"`)
  return found
}

export function anyIn(
  folder: string,
  where: (m: ReturnType<typeof seeded>) => boolean = () => true,
) {
  const found = db.messages
    .all()
    .find((m) => m.owner === DEMO_USER.username && m.folder === folder && where(m))
  if (!found) throw new Error(`no seeded mail in ${folder}`)
  return found
}

export const EN = { headers: { Cookie: 'language=en' } }
export const ZH = { headers: { Cookie: 'language=zh-hans' } }

export async function post(token: string, path: string, json: unknown, lang = ZH) {
  return apiFetch(path, { token, json, ...lang })
}

export async function unseenOf(token: string, folder: string): Promise<number> {
  const response = await apiFetch('/api/mail/folders/unseen/', { token })
  const body = (await response.json()) as { results: { raw_name: string; unseen_count: number }[] }
  return body.results.find((r) => r.raw_name === folder)?.unseen_count ?? 0
}

export async function countOf(token: string, folder: string, view = 'all'): Promise<number> {
  const response = await apiFetch('/api/mail/messages/', {
    token,
    query: { folder, view, page_size: 1 },
  })
  expect(response.status).toBe(200)
  return ((await response.json()) as { count: number }).count
}

export async function errorOf(response: Response): Promise<Record<string, string[] | string>> {
  return (await response.json()) as Record<string, string[] | string>
}

/** Seeding the first time costs seconds on busy cores: pay it outside the first test's timeout. */
export const WARM_UP_MS = 60_000
