/**
 * Mail templates (R-DATA "Template (id, caption, content)"; R-CALL
 * "Templates (page, page_size 5)", §8 "Templates page invalid"): a page of 5 by default, oldest
 * first, and a page past the end is Django REST's 404 `{"detail": "Invalid page."}`, which the
 * compose side panel turns into 'all templates loaded'.
 */
import type { components } from '../../src/api/schema.gen.ts'
import { type TemplateRecord, db } from '../db/index.ts'
import { type AuthContext, checkAuth, detail, http } from './http.ts'
import { captionErrors } from './composeSettings.rules.ts'
import { composeSettingsText } from './composeSettings.texts.ts'
import { checkWriteAuth, durable } from './mailCommon.ts'

type Template = components['schemas']['Template']

export const TEMPLATE_PAGE_SIZE = 5
const PAGE_SIZE_MAX = 100

const templateJson = (t: TemplateRecord): Template => ({
  id: t.id,
  caption: t.caption,
  content: t.content,
})

const templatesOf = (owner: string) =>
  db.templates.findMany((q) => q.where({ owner })).sort((a, b) => a.id - b.id)

type StoredTemplate = ReturnType<typeof db.templates.all>[number]

function findTemplate(owner: string, id: unknown): StoredTemplate | undefined {
  const wanted = Number(id)
  if (!Number.isInteger(wanted)) return undefined
  return db.templates.findFirst((q) => q.where({ owner, id: wanted }))
}

/**
 * Django REST's PageNumberPagination: a bad or missing page_size falls back to the default; a
 * page that is not a positive integer, or lies past the last page, is invalid (null). Page 1 is
 * always valid, even with nothing in it.
 */
export function pageWindow(
  rawPage: string | null,
  rawSize: string | null,
  count: number,
): { start: number; end: number } | null {
  const size =
    rawSize !== null && /^\d+$/.test(rawSize) && Number(rawSize) >= 1
      ? Math.min(Number(rawSize), PAGE_SIZE_MAX)
      : TEMPLATE_PAGE_SIZE
  const page = rawPage === null || rawPage === '' ? 1 : /^\d+$/.test(rawPage) ? Number(rawPage) : 0
  const pages = Math.max(1, Math.ceil(count / size))
  if (page < 1 || page > pages) return null
  return { start: (page - 1) * size, end: page * size }
}

function templateErrors(
  auth: AuthContext,
  body: { caption?: unknown; content?: unknown },
  exceptId: number | null = null,
) {
  const others = templatesOf(auth.mailbox).filter((item) => item.id !== exceptId)
  return captionErrors(
    auth.lang,
    body,
    {
      captionRequired: 'templateCaptionRequired',
      contentRequired: 'templateContentRequired',
      captionTaken: 'templateCaptionTaken',
    },
    others.map((item) => item.caption),
  )
}

export const templateHandlers = [
  http.get('/api/setting/templates/', async ({ request, cookies, query, response }) => {
    const auth = await checkAuth(request, cookies)
    if (auth instanceof Response) return response.untyped(auth)
    const all = templatesOf(auth.mailbox)
    const window = pageWindow(query.get('page'), query.get('page_size'), all.length)
    if (!window) return response.untyped(detail(404, composeSettingsText('invalidPage', auth.lang)))
    return response(200).json({
      count: all.length,
      results: all.slice(window.start, window.end).map(templateJson),
    })
  }),

  http.post('/api/setting/templates/', async ({ request, cookies, response }) => {
    const auth = await checkWriteAuth(request, cookies)
    if (auth instanceof Response) return response.untyped(auth)
    const body = await request.json()
    const errors = templateErrors(auth, body)
    if (errors) return response.untyped(errors)
    const id = Math.max(0, ...db.templates.all().map((t) => t.id)) + 1
    const created = await db.templates.create({
      owner: auth.mailbox,
      id,
      caption: body.caption.trim(),
      content: body.content,
    })
    await durable()
    return response(200).json(templateJson(created))
  }),

  http.put('/api/setting/templates/{id}/', async ({ request, cookies, params, response }) => {
    const auth = await checkWriteAuth(request, cookies)
    if (auth instanceof Response) return response.untyped(auth)
    const template = findTemplate(auth.mailbox, params.id)
    if (!template)
      return response.untyped(detail(404, composeSettingsText('templateNotFound', auth.lang)))
    const body = await request.json()
    const errors = templateErrors(auth, body, template.id)
    if (errors) return response.untyped(errors)
    const updated = await db.templates.update(template, {
      data(draft) {
        draft.caption = body.caption.trim()
        draft.content = body.content
      },
    })
    await durable()
    return response(200).json(templateJson(updated ?? template))
  }),

  http.delete('/api/setting/templates/{id}/', async ({ request, cookies, params, response }) => {
    const auth = await checkWriteAuth(request, cookies)
    if (auth instanceof Response) return response.untyped(auth)
    const template = findTemplate(auth.mailbox, params.id)
    if (!template)
      return response.untyped(detail(404, composeSettingsText('templateNotFound', auth.lang)))
    db.templates.delete(template)
    await durable()
    return response.untyped(new Response(null, { status: 204 }))
  }),
]
