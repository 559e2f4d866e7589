/**
 * The administrator's system notice on the home page. A chunk of its own, loaded only when the
 * server sets a notice: the HTML sanitiser (DOMPurify, ≈ 10 KB gzip) comes with it.
 */
import { Card, makeStyles, Text, tokens } from '@fluentui/react-components'
import { useMemo } from 'react'
import { sanitizeNoticeHtml } from '../../app/html/sanitize.ts'

const useStyles = makeStyles({
  card: { padding: tokens.spacingHorizontalL },
  notice: { overflowWrap: 'anywhere' },
})

export default function SystemNotice({ name, html }: { name: string; html: string }) {
  const styles = useStyles()
  const safe = useMemo(() => sanitizeNoticeHtml(html), [html])
  return (
    <Card className={styles.card} role="region" aria-label={name}>
      <Text as="h2" weight="semibold" size={400}>
        {name}
      </Text>
      <div className={styles.notice} dangerouslySetInnerHTML={{ __html: safe }} />
    </Card>
  )
}
