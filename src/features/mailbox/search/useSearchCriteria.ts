/**
 * The empty message of a search-result tab names the criteria used (R-MAILBOX), e.g.
 * 'No mail found for keyword "x", subject "y"'. One translated phrase per criterion, joined
 * with the language's list separator (Intl.ListFormat), so no sentence is built by concatenation
 * of untranslated words.
 */
import { useLingui } from '@lingui/react/macro'
import type { SearchParams } from '../../../domain/search/searchParams.ts'
import { useSearchChoiceLabels } from './useSearchChoiceLabels.ts'

export function useSearchCriteria(): (params: SearchParams, folderName?: string) => string[] {
  const { t } = useLingui()
  const { dates, sizes } = useSearchChoiceLabels()
  return (params, folderName) => {
    const parts: string[] = []
    if (params.keyword) parts.push(t`关键字“${params.keyword}”`)
    if (params.subject) parts.push(t`主题“${params.subject}”`)
    if (params.attach) parts.push(t`附件“${params.attach}”`)
    if (params.sender) parts.push(t`发件人“${params.sender}”`)
    if (params.recipient) parts.push(t`收件人“${params.recipient}”`)
    if (params.folder) parts.push(t`文件夹“${folderName ?? params.folder}”`)
    if (params.date) parts.push(t`时间：${dates[params.date]}`)
    if (params.size) parts.push(t`大小：${sizes[params.size]}`)
    return parts
  }
}
