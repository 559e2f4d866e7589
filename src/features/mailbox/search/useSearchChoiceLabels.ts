/**
 * The advanced search's date and size choices (R-LAYOUT-5, C-LIMIT-14: date 1 yesterday … 7 a year,
 * size 1 up to 100KB … 3 over 10MB), worded once: the dialog's options and the result tab's
 * criteria say the same thing.
 */
import { useLingui } from '@lingui/react/macro'
import type { SearchDateChoice, SearchSizeChoice } from '../../../domain/search/searchParams.ts'

export interface SearchChoiceLabels {
  dates: Record<SearchDateChoice, string>
  sizes: Record<SearchSizeChoice, string>
}

export function useSearchChoiceLabels(): SearchChoiceLabels {
  const { t } = useLingui()
  return {
    dates: {
      1: t`昨天`,
      2: t`最近三天`,
      3: t`最近一周`,
      4: t`最近一个月`,
      5: t`最近三个月`,
      6: t`最近半年`,
      7: t`最近一年`,
    },
    sizes: {
      1: t`100KB 以下`,
      2: t`100KB 至 10MB`,
      3: t`10MB 以上`,
    },
  }
}
