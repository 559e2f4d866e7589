import { useLingui } from '@lingui/react/macro'
import type { SearchValidation } from '../../domain/search/searchParams.ts'

type SearchError = Extract<SearchValidation, { ok: false }>['error']

export function useSearchErrorText(): (error: SearchError) => string {
  const { t } = useLingui()
  return (error) => {
    switch (error) {
      case 'needsText':
        return t`请至少填写关键字、主题或附件中的一项`
      case 'tooLong':
        return t`搜索内容不能超过50个字符`
      case 'draftsNotSearchable':
        return t`草稿箱不能搜索`
    }
  }
}
