/** Previous / next through a short settings list paged by the server (templates: 5 a page). */
import { Button, makeStyles, Text, tokens } from '@fluentui/react-components'
import { ChevronLeftRegular, ChevronRightRegular } from '@fluentui/react-icons'
import { useLingui } from '@lingui/react/macro'

const useStyles = makeStyles({
  pager: {
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'flex-end',
    columnGap: tokens.spacingHorizontalS,
  },
})

export function ListPager({
  count,
  page,
  pageCount,
  busy,
  onPage,
}: {
  count: number
  page: number
  pageCount: number
  busy: boolean
  onPage: (page: number) => void
}) {
  const { t } = useLingui()
  const styles = useStyles()
  return (
    <nav className={styles.pager} aria-label={t`模板分页`}>
      <Text size={200}>{t`共 ${count} 个`}</Text>
      <Button
        size="small"
        icon={<ChevronLeftRegular />}
        disabled={busy || page <= 1}
        onClick={() => onPage(page - 1)}
      >
        {t`上一页`}
      </Button>
      <Text size={200} aria-live="polite">
        {t`第 ${page} / ${pageCount} 页`}
      </Text>
      <Button
        size="small"
        icon={<ChevronRightRegular />}
        iconPosition="after"
        disabled={busy || page >= pageCount}
        onClick={() => onPage(page + 1)}
      >
        {t`下一页`}
      </Button>
    </nav>
  )
}
