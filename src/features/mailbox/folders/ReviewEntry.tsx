/**
 * The audit entry of the folder tree (product.md §2 "An audit entry with an unseen count shows
 * only when review_mail_show is set"), leading to the review list.
 */
import { CounterBadge, makeStyles, tokens } from '@fluentui/react-components'
import { ShieldCheckmarkRegular } from '@fluentui/react-icons'
import { useLingui } from '@lingui/react/macro'
import { TextLink } from '../../../app/links.tsx'
import { api } from '../../../app/services.ts'
import { useLoad } from '../../../app/useLoad.ts'
import { useMailboxVersion } from '../mailboxEvents.ts'

async function loadReviewShow() {
  const { data, error } = await api().GET('/api/mail/review/show/')
  if (error || !data) throw new Error('getReviewShow failed')
  return data
}

const useStyles = makeStyles({ name: { flexGrow: 1 } })

export function ReviewEntry({ className }: { className: string }) {
  const styles = useStyles()
  const { t } = useLingui()
  const version = useMailboxVersion('folders')
  const { data } = useLoad(loadReviewShow, [version])
  if (!data?.review_mail_show) return null
  return (
    <TextLink to="/mailbox/review" className={className}>
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
    </TextLink>
  )
}
