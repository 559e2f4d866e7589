/** Paging (R-LIST-7): page sizes 10/20/50/100, previous, next and jump to a page. */
import { Button, Input, makeStyles, Select, Text, tokens } from '@fluentui/react-components'
import { useLingui } from '@lingui/react/macro'
import { useState, type FormEvent } from 'react'
import { PAGE_SIZES } from '../../domain/constants.ts'
import { NARROW_MEDIA } from '../../app/layout/narrow.ts'

const useStyles = makeStyles({
  pager: {
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'flex-end',
    flexWrap: 'wrap',
    gap: tokens.spacingHorizontalS,
    padding: tokens.spacingVerticalS,
  },
  jump: {
    display: 'flex',
    gap: tokens.spacingHorizontalXS,
    alignItems: 'center',
    [NARROW_MEDIA]: { display: 'none' },
  },
  // A phone (decision 334): the count and previous / page / next on one line; the page size
  // (also in the mail settings) and jump-to-page would wrap to a second line under every list.
  size: { [NARROW_MEDIA]: { display: 'none' } },
  jumpInput: { width: '64px' },
})

export interface PagerProps {
  count: number
  /** The total as words for what is paged; default "N mails". */
  countText?: string
  /** A page size as words for what is paged; default "N mails a page". */
  sizeText?: (size: number) => string
  page: number
  pageCount: number
  pageSize: number
  onPage: (page: number) => void
  onPageSize: (size: number) => void
}

export function Pager({
  count,
  countText,
  sizeText,
  page,
  pageCount,
  pageSize,
  onPage,
  onPageSize,
}: PagerProps) {
  const { t } = useLingui()
  const styles = useStyles()
  const [jump, setJump] = useState('')
  const submit = (event: FormEvent) => {
    event.preventDefault()
    const target = Number(jump)
    if (Number.isInteger(target) && target > 0) onPage(target)
    setJump('')
  }
  return (
    <nav className={styles.pager} aria-label={t`分页`}>
      <Text size={200}>{countText ?? t`共 ${count} 封`}</Text>
      <Select
        size="small"
        className={styles.size}
        aria-label={t`每页数量`}
        value={String(pageSize)}
        onChange={(_, data) => onPageSize(Number(data.value))}
      >
        {PAGE_SIZES.map((size) => (
          <option key={size} value={size}>
            {sizeText ? sizeText(size) : t`${size} 封/页`}
          </option>
        ))}
      </Select>
      <Button size="small" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        {t`上一页`}
      </Button>
      <Text size={200} aria-live="polite">
        {t`第 ${page} / ${pageCount} 页`}
      </Text>
      <Button size="small" disabled={page >= pageCount} onClick={() => onPage(page + 1)}>
        {t`下一页`}
      </Button>
      <form className={styles.jump} onSubmit={submit}>
        <Input
          size="small"
          className={styles.jumpInput}
          type="number"
          min={1}
          max={pageCount}
          aria-label={t`跳转到页`}
          value={jump}
          onChange={(_, data) => setJump(data.value)}
        />
        <Button size="small" type="submit">
          {t`跳转`}
        </Button>
      </form>
    </nav>
  )
}
