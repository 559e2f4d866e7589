/**
 * The folder list's header (R-LIST-4): folder name, unseen count, a link to the unread
 * mail, 'mark all read' while anything is unseen; with rows selected, 'n selected' and cancel.
 */
import { Link, makeStyles, Text, tokens } from '@fluentui/react-components'
import { useLingui } from '@lingui/react/macro'
import { memo } from 'react'

const useStyles = makeStyles({
  header: {
    display: 'flex',
    alignItems: 'baseline',
    flexWrap: 'wrap',
    gap: tokens.spacingHorizontalM,
    paddingBlock: tokens.spacingVerticalS,
    paddingInline: tokens.spacingHorizontalM,
  },
})

export interface ListHeaderProps {
  title: string
  unseen: number | null
  selected: number
  onShowUnread: () => void
  onMarkAllRead: () => void
  onCancelSelection: () => void
}

/** Memoised: the folder list renders again around every reload (decision 369). */
export const ListHeader = memo(function ListHeader(props: ListHeaderProps) {
  const { title, unseen, selected } = props
  const { t } = useLingui()
  const styles = useStyles()
  return (
    <div className={styles.header}>
      <Text as="h1" size={500} weight="semibold">
        {title}
      </Text>
      {selected > 0 ? (
        <>
          <Text size={200} role="status">
            {t`已选择 ${selected} 封`}
          </Text>
          <Link onClick={props.onCancelSelection}>{t`取消选择`}</Link>
        </>
      ) : (
        unseen !== null && (
          <>
            <Text size={200} data-testid="list-unseen">
              {t`${unseen} 封未读`}
            </Text>
            <Link onClick={props.onShowUnread}>{t`查看未读`}</Link>
            {unseen > 0 && <Link onClick={props.onMarkAllRead}>{t`全部标为已读`}</Link>}
          </>
        )
      )}
    </div>
  )
})
