/**
 * The calls of a settings list whose items are listed and created on one path and updated and
 * deleted on `<path>{id}/` (filters, signatures, templates, mailbox-move accounts): list, save
 * (create when the id is null, else update) and delete, in the shape every settings call leaves
 * in (./settingsCalls.ts). The item, input and list types come from the contract by path, so a
 * family whose operations drift from openapi.yaml stops compiling at its `itemCalls(...)` line.
 */
import type { Middleware } from 'openapi-fetch'
import type { paths } from '../../../api/schema.gen.ts'
import { api } from '../../../app/services.ts'
import { fail, ownSaveErrors, rejectionOf, saveRefusalOf } from './settingsCalls.ts'

type Json<Content> = Content extends { content: { 'application/json': infer Body } } ? Body : never
type Ok<Op> = Op extends { responses: { 200: infer Answer } } ? Json<Answer> : never
type Input<Op> = Op extends { requestBody: infer Body } ? Json<Body> : never

/** A path that lists (GET) and creates (POST) items. */
type ListPath = {
  [P in keyof paths]: paths[P] extends { get: unknown; post: unknown } ? P : never
}[keyof paths]

/** The item path beside a list path, when it updates (PUT) and deletes (DELETE) by `{id}`. */
type ItemPathOf<L extends ListPath> = `${L}{id}/` extends infer I
  ? I extends keyof paths
    ? paths[I] extends { put: unknown; delete: unknown }
      ? I
      : never
    : never
  : never

/** A list path with its item path: a family these calls serve. */
type FamilyPath = {
  [P in ListPath]: [ItemPathOf<P>] extends [never] ? never : P
}[ListPath]

type Operation<P extends keyof paths, M extends 'get' | 'post'> = paths[P] extends {
  [K in M]: infer Op
}
  ? Op
  : never

/** What the list path's GET answers (the items, or a page of them). */
export type ItemList<L extends ListPath> = Ok<Operation<L, 'get'>>
/** The list's own query (a page, a size), when it has one. */
export type ItemListQuery<L extends ListPath> =
  Operation<L, 'get'> extends { parameters: { query?: infer Query } } ? Query : never
/** The body of a create (and of an update: the contract takes the same input). */
export type ItemInput<L extends ListPath> = Input<Operation<L, 'post'>>
/** One item as a create or an update answers it. */
export type Item<L extends ListPath> = Ok<Operation<L, 'post'>>

/**
 * How a failed delete is told: by the client's toast (the page only refreshes), or by the
 * confirmation that asked for it (the server's text as a SaveRejection, without the toast).
 */
export type DeleteErrors = 'toast' | 'own'

export interface ItemCalls<L extends FamilyPath> {
  list(signal: AbortSignal, query?: ItemListQuery<L>): Promise<ItemList<L>>
  /** Creates the item (`id` null) or updates it; a refusal is a SaveRejection (docs/forms.md). */
  save(id: number | null, body: ItemInput<L>, signal: AbortSignal): Promise<Item<L>>
  remove(id: number, signal?: AbortSignal): Promise<void>
}

type ItemParams = { params: { path: { id: number } } }

interface Answer<Data> {
  data?: Data
  error?: unknown
  response: Response
}

/**
 * The one place the family's calls meet the client. openapi-fetch cannot check a call whose path
 * is a type parameter, so the client is seen here through the types the family's own paths give
 * (checked above, per family, against paths); every other line stays typed.
 */
interface FamilyClient<L extends FamilyPath> {
  GET(
    path: L,
    init: { signal: AbortSignal; params?: { query?: ItemListQuery<L> } },
  ): Promise<Answer<ItemList<L>>>
  POST(
    path: L,
    init: { body: ItemInput<L>; signal: AbortSignal; middleware: Middleware[] },
  ): Promise<Answer<Item<L>>>
  PUT(
    path: ItemPathOf<L>,
    init: ItemParams & { body: ItemInput<L>; signal: AbortSignal; middleware: Middleware[] },
  ): Promise<Answer<Item<L>>>
  DELETE(
    path: ItemPathOf<L>,
    init: ItemParams & { signal?: AbortSignal | undefined; middleware?: Middleware[] },
  ): Promise<Answer<unknown>>
}

/**
 * `listPath` is the family's collection ('/api/setting/filters/'); `fields` maps the server's
 * field names to the form's for a refused save (sameNames when they are equal).
 */
export function itemCalls<L extends FamilyPath>(
  listPath: L,
  fields: Readonly<Record<string, string>>,
  { deleteErrors = 'toast' }: { deleteErrors?: DeleteErrors } = {},
): ItemCalls<L> {
  const itemPath = `${listPath}{id}/` as ItemPathOf<L>
  const client = () => api() as unknown as FamilyClient<L>
  return {
    async list(signal, query) {
      const { data, error } = await client().GET(listPath, {
        signal,
        ...(query === undefined ? {} : { params: { query } }),
      })
      return data ?? fail(error)
    },
    async save(id, body, signal) {
      const { data, error, response } =
        id === null
          ? await client().POST(listPath, { body, signal, ...ownSaveErrors })
          : await client().PUT(itemPath, {
              params: { path: { id } },
              body,
              signal,
              ...ownSaveErrors,
            })
      if (data) return data
      throw saveRefusalOf(error, response, fields)
    },
    async remove(id, signal) {
      const init = { params: { path: { id } }, signal }
      if (deleteErrors === 'own') {
        const { error, response } = await client().DELETE(itemPath, { ...init, ...ownSaveErrors })
        if (error !== undefined || !response.ok) throw rejectionOf(error, {})
        return
      }
      const { error, response } = await client().DELETE(itemPath, init)
      if (!response.ok) fail(error)
    },
  }
}
