import { message } from '../i18n.ts'
import { folderExists, searchMessages } from '../mail/store.ts'
import { foldersOf, folderDisplayName } from './folders.ts'
import { checkAuth, detail, http, validationError } from './http.ts'
import { tagsOf, toListItem } from './mailCommon.ts'
import { positiveInt } from './mail.ts'

const KEYWORD_MAX = 50

function choice(value: string | null, max: number): number | null | undefined {
  if (value === null || value === '') return undefined
  const n = positiveInt(value, 0, max)
  return n === null ? null : n
}

export const searchHandlers = [
  http.get('/api/mail/search/', async ({ request, cookies, query, response }) => {
    const auth = await checkAuth(request, cookies)
    if (auth instanceof Response) return response.untyped(auth)
    const invalidText = [message('invalidValue', auth.lang)]
    const keyword = query.get('keyword')
    const date = choice(query.get('date'), 7)
    const size = choice(query.get('size'), 3)
    const page = positiveInt(query.get('page'), 1, Number.MAX_SAFE_INTEGER)
    const pageSize = positiveInt(query.get('page_size'), auth.account.login_after.page_limit, 500)
    const errors: Record<string, string[]> = {}
    if (keyword && keyword.length > KEYWORD_MAX) errors.keyword = invalidText
    if (date === null) errors.date = invalidText
    if (size === null) errors.size = invalidText
    if (page === null) errors.page = invalidText
    if (pageSize === null) errors.page_size = invalidText
    if (Object.keys(errors).length > 0) return response.untyped(validationError(errors))
    const folder = query.get('folder') || undefined
    if (folder && !folderExists(auth.mailbox, folder)) {
      return response.untyped(detail(400, message('folderMissing', auth.lang)))
    }
    const found = searchMessages(auth.mailbox, {
      keyword,
      subject: query.get('subject'),
      attach: query.get('attach'),
      sender: query.get('sender'),
      recipient: query.get('recipient'),
      folder,
      date,
      size,
    })
    if (!found) {
      return response.untyped(
        validationError({ non_field_errors: [message('searchCriteriaRequired', auth.lang)] }),
      )
    }
    const names = new Map(
      foldersOf(auth.mailbox).map((f) => [f.raw_name, folderDisplayName(f, auth.lang)]),
    )
    const tags = tagsOf(auth.mailbox)
    return response(200).json({
      count: found.count,
      results: found.page(page!, pageSize!).map((m) => ({
        ...toListItem(m, tags),
        folder_name: names.get(m.folder) ?? m.folder,
      })),
    })
  }),
]
