import { db } from '../db/index.ts'
import { checkAuth, http } from './http.ts'

export const reviewHandlers = [
  http.get('/api/mail/review/show/', async ({ request, cookies, response }) => {
    const auth = await checkAuth(request, cookies)
    if (auth instanceof Response) return response.untyped(auth)
    const reviewer = auth.user.is_reviewer
    const count = reviewer
      ? db.reviewItems.findMany((q) => q.where({ reviewer: auth.user.username, status: 'wait' }))
          .length
      : 0
    return response(200).json({ count, review_mail_show: reviewer })
  }),
]
