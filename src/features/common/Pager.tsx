/**
 * Paging (R-LIST-7): page sizes 10/20/50/100, previous, next and jump to a page.
 *
 * The page size is a native select styled here rather than Fluent's Select (decision 349): the
 * pager is on the mail screen's first paint, and Fluent's Select brought ≈ 1.5 KB gzip of styles
 * and hooks for what is a plain <select> with a border and a chevron.
 */
import {
  Button,
  Input,
  makeStyles,
  Text,
  tokens,
  typographyStyles,
} from '@fluentui/react-components'
import { ChevronDownRegular } from '@fluentui/react-icons'
import { useLingui } from '@lingui/react/macro'
import { memo, useState, type FormEvent } from 'react'
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
  size: {
    position: 'relative',
    display: 'inline-flex',
    alignItems: 'center',
    [NARROW_MEDIA]: { display: 'none' },
  },
  // Fluent's small Select: 24 px high, caption text, a 1 px stroke with the accessible stroke
  // underneath and the brand colour there while it has the focus.
  select: {
    appearance: 'none',
    boxSizing: 'border-box',
    height: '24px',
    paddingLeft: `calc(${tokens.spacingHorizontalSNudge} + ${tokens.spacingHorizontalXXS})`,
    paddingRight: `calc(${tokens.spacingHorizontalSNudge} + 16px + ${tokens.spacingHorizontalXS})`,
    paddingTop: 0,
    paddingBottom: 0,
    ...typographyStyles.caption1,
    fontFamily: tokens.fontFamilyBase,
    color: tokens.colorNeutralForeground1,
    backgroundColor: tokens.colorNeutralBackground1,
    border: `1px solid ${tokens.colorNeutralStroke1}`,
    borderBottomColor: tokens.colorNeutralStrokeAccessible,
    borderRadius: tokens.borderRadiusMedium,
    cursor: 'pointer',
    ':hover': {
      borderTopColor: tokens.colorNeutralStroke1Hover,
      borderRightColor: tokens.colorNeutralStroke1Hover,
      borderLeftColor: tokens.colorNeutralStroke1Hover,
    },
    ':focus': {
      outlineStyle: 'none',
      borderBottomColor: tokens.colorCompoundBrandStroke,
      boxShadow: `inset 0 -1px 0 ${tokens.colorCompoundBrandStroke}`,
    },
    '@media (forced-colors: active)': { ':focus': { outlineStyle: 'solid' } },
  },
  chevron: {
    position: 'absolute',
    right: tokens.spacingHorizontalSNudge,
    fontSize: '16px',
    color: tokens.colorNeutralStrokeAccessible,
    pointerEvents: 'none',
  },
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

/** Memoised: lists render again around every reload; give it stable handlers (useHandler). */
export const Pager = memo(function Pager({
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
      <span className={styles.size}>
        <select
          className={styles.select}
          aria-label={t`每页数量`}
          value={String(pageSize)}
          onChange={(event) => onPageSize(Number(event.target.value))}
        >
          {PAGE_SIZES.map((size) => (
            <option key={size} value={size}>
              {sizeText ? sizeText(size) : t`${size} 封/页`}
            </option>
          ))}
        </select>
        <ChevronDownRegular className={styles.chevron} aria-hidden />
      </span>
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
})
