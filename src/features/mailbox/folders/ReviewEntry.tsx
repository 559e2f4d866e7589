/**
 * The audit entry of the folder tree (R-MAILBOX-2: with its count, only when review_mail_show is
 * set), leading to the review list. The count follows the review
 * queue (the 'review' change of the mailbox bus: a decision, the tree's refresh button).
 */
import { CounterBadge, makeStyles, mergeClasses, tokens } from '@fluentui/react-components'
import { ShieldCheckmarkRegular } from '@fluentui/react-icons'
import { useLingui } from '@lingui/react/macro'
import { useLocation } from '@tanstack/react-router'
import { StillTextLink } from '../../../app/links.tsx'
import { useReviewShow } from '../../review/reviewShow.ts'

const useStyles = makeStyles({
  // The tree's item style grows along a row; here the entry sits in the tree's column.
  entry: { flexGrow: 0 },
  name: { flexGrow: 1 },
})

export interface ReviewEntryProps {
  className: string
  /** Added while the review screen is open. */
  selectedClassName: string
  onOpen: () => void
}

export function ReviewEntry({ className, selectedClassName, onOpen }: ReviewEntryProps) {
  const styles = useStyles()
  const { t } = useLingui()
  const { data } = useReviewShow()
  const selected = useLocation({ select: (location) => location.pathname === '/mailbox/review' })
  if (!data?.review_mail_show) return null
  return (
    <StillTextLink
      to="/mailbox/review"
      className={mergeClasses(className, styles.entry, selected && selectedClassName)}
      aria-current={selected ? 'page' : undefined}
      onClick={onOpen}
    >
      <ShieldCheckmarkRegular aria-hidden />
      <span className={styles.name}>{t`审核`}</span>
      {data.count > 0 && (
        <CounterBadge
          count={data.count}
          overflowCount={9999}
          size="small"
          color="danger"
          aria-label={t`${data.count} 封待审核`}
          style={{ marginInlineStart: tokens.spacingHorizontalXS }}
        />
      )}
    </StillTextLink>
  )
}
