/** The review area's words for the machines' codes: statuses and errors (R-REVIEW). */
import { useLingui } from '@lingui/react/macro'
import type { ReviewItemError, ReviewStatus } from '../../../machines/review/index.ts'

export function useReviewTexts() {
  const { t } = useLingui()
  const status: Record<ReviewStatus, string> = {
    wait: t({ message: '待审核', context: 'review status', comment: "English: 'Waiting'" }),
    permit: t({ message: '已通过', context: 'review status', comment: "English: 'Approved'" }),
    reject: t({ message: '已拒绝', context: 'review status', comment: "English: 'Rejected'" }),
  }
  const error: Record<ReviewItemError, string> = {
    // M-ERR-13, R-VALID-23
    reasonRequired: t({
      message: '请输入拒绝原因',
      comment: "English (spec): 'please input reject reason'",
    }),
    decideFailed: t`审核未能完成，请重试`,
  }
  return { status, error }
}
