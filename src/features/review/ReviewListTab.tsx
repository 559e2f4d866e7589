/**
 * The review screen's first tab (R-REVIEW-1): a status switch wait / permit / reject,
 * a refresh button and a paged table — subject, sender, recipients, time, size, and the reason
 * of a rejection. A subject opens the held mail in its own tab. A decision anywhere (the review
 * change of the mailbox bus) brings the list back to page 1.
 */
import {
  Button,
  Link,
  MessageBar,
  MessageBarActions,
  MessageBarBody,
  Spinner,
  Tab,
  Table,
  TableBody,
  TableCell,
  TableHeader,
  TableHeaderCell,
  TableRow,
  TabList,
  Text,
} from '@fluentui/react-components'
import { ArrowClockwiseRegular } from '@fluentui/react-icons'
import { useLingui } from '@lingui/react/macro'
import { useActorRef, useSelector } from '@xstate/react'
import { useEffect, useRef } from 'react'
import {
  REVIEW_STATUSES,
  reviewListMachine,
  selectIsEmpty,
  selectListError,
  selectListIsBusy,
  selectListStatus,
  selectPaging,
  selectRows,
  type ReviewRow,
  type ReviewStatus,
} from '../../../machines/review/index.ts'
import { formatSize } from '../../domain/format/size.ts'
import { formatDateTime } from '../../i18n/dateTime.ts'
import { useMailboxVersion } from '../common/mailboxEvents.ts'
import { Pager } from '../common/Pager.tsx'
import { useMailTabs } from '../common/mailTabs/MailTabsContext.ts'
import { realReviewActors } from './reviewActors.ts'
import { useReviewStyles } from './useReviewStyles.styles.ts'
import { useReviewTexts } from './useReviewTexts.ts'

const isStatus = (value: unknown): value is ReviewStatus =>
  REVIEW_STATUSES.includes(value as ReviewStatus)

function useReviewList() {
  const actor = useActorRef(reviewListMachine.provide({ actors: realReviewActors }), {
    input: {},
  })
  // The review queue changed (a decision, an item gone): back to page 1.
  const version = useMailboxVersion('review')
  const seen = useRef(version)
  useEffect(() => {
    if (version === seen.current) return
    seen.current = version
    actor.send({ type: 'review.changed' })
  }, [actor, version])
  return actor
}

export function ReviewListTab() {
  const styles = useReviewStyles()
  const { t } = useLingui()
  const texts = useReviewTexts()
  const tabs = useMailTabs()
  const actor = useReviewList()
  const status = useSelector(actor, selectListStatus)
  const rows = useSelector(actor, selectRows)
  const paging = useSelector(actor, selectPaging)
  const busy = useSelector(actor, selectListIsBusy)
  const empty = useSelector(actor, selectIsEmpty)
  const failed = useSelector(actor, selectListError) !== null && !busy
  const rejected = status === 'reject'

  return (
    <section className={styles.root} aria-label={t`审核列表`} aria-busy={busy}>
      <div className={styles.toolbar}>
        <TabList
          aria-label={t`审核状态`}
          selectedValue={status}
          onTabSelect={(_, data) => {
            if (isStatus(data.value)) actor.send({ type: 'status.set', status: data.value })
          }}
        >
          {REVIEW_STATUSES.map((value) => (
            <Tab key={value} value={value}>
              {texts.status[value]}
            </Tab>
          ))}
        </TabList>
        <span className={styles.spacer} />
        {busy && <Spinner size="tiny" label={t`加载中`} />}
        <Button
          appearance="subtle"
          icon={<ArrowClockwiseRegular />}
          onClick={() => actor.send({ type: 'list.refresh' })}
        >
          {t`刷新`}
        </Button>
      </div>
      {failed && (
        <MessageBar intent="error">
          <MessageBarBody>{t`审核列表加载失败`}</MessageBarBody>
          <MessageBarActions>
            <Button onClick={() => actor.send({ type: 'list.refresh' })}>{t`重试`}</Button>
          </MessageBarActions>
        </MessageBar>
      )}
      <Table className={styles.table} aria-label={texts.status[status]} size="small">
        <TableHeader>
          <TableRow>
            <TableHeaderCell>{t`主题`}</TableHeaderCell>
            <TableHeaderCell>{t`发件人`}</TableHeaderCell>
            <TableHeaderCell>{t`收件人`}</TableHeaderCell>
            <TableHeaderCell>{t`时间`}</TableHeaderCell>
            <TableHeaderCell>{t`大小`}</TableHeaderCell>
            {rejected && <TableHeaderCell>{t`拒绝原因`}</TableHeaderCell>}
          </TableRow>
        </TableHeader>
        <TableBody>
          {rows.map((row) => (
            <ReviewTableRow
              key={row.id}
              row={row}
              withReason={rejected}
              onOpen={() => tabs.openReview(row.id, row.subject)}
            />
          ))}
        </TableBody>
      </Table>
      {empty && <Text className={styles.empty}>{t`暂无邮件`}</Text>}
      <Pager
        count={paging.count}
        page={paging.page}
        pageCount={paging.pageCount}
        pageSize={paging.pageSize}
        onPage={(page) => actor.send({ type: 'page.go', page })}
        onPageSize={(size) => actor.send({ type: 'pageSize.set', size })}
      />
    </section>
  )
}

function ReviewTableRow({
  row,
  withReason,
  onOpen,
}: {
  row: ReviewRow
  withReason: boolean
  onOpen: () => void
}) {
  const styles = useReviewStyles()
  const { t } = useLingui()
  const subject = row.subject || t`（无主题）`
  const recipients = row.recipient.split(',').filter(Boolean).join(', ')
  return (
    <TableRow>
      <TableCell className={styles.subjectCell}>
        <Link as="button" className={styles.subjectLink} title={subject} onClick={onOpen}>
          {subject}
        </Link>
      </TableCell>
      <TableCell>
        <span className={styles.clip} title={row.sender}>
          {row.sender}
        </span>
      </TableCell>
      <TableCell>
        <span className={styles.clip} title={recipients}>
          {recipients}
        </span>
      </TableCell>
      <TableCell className={styles.nowrap}>
        <time dateTime={row.datetime}>{formatDateTime(row.datetime)}</time>
      </TableCell>
      <TableCell className={styles.nowrap}>{formatSize(row.mailsize)}</TableCell>
      {withReason && <TableCell>{row.reason}</TableCell>}
    </TableRow>
  )
}
