/**
 * /messageInfo/{uid}?folder=..&view=1|2: a mail's headers (1) or whole source (2), shown as text
 * in a <pre> (React escapes it: nothing in a header can become markup), with a copy button.
 */
import { Button, Spinner, Text } from '@fluentui/react-components'
import { CopyRegular } from '@fluentui/react-icons'
import { useLingui } from '@lingui/react/macro'
import { notify } from '../../../api/notices.ts'
import { useLoad } from '../../../app/useLoad.ts'
import { fetchMessageSource } from '../readerActions.ts'
import { usePageStyles } from './usePageStyles.styles.ts'

export interface MessageInfoViewProps {
  uid: number
  folder: string
  view: 1 | 2
}

export function MessageInfoView({ uid, folder, view }: MessageInfoViewProps) {
  const styles = usePageStyles()
  const { t } = useLingui()
  const { data, loading, failed } = useLoad(
    () => fetchMessageSource(folder, uid, view),
    [folder, uid, view],
  )
  const title = view === 1 ? t`邮件信头` : t`邮件源文件`

  const copy = async () => {
    if (data === undefined) return
    try {
      await navigator.clipboard.writeText(data)
      notify({ intent: 'success', message: t`已复制` })
    } catch {
      notify({ intent: 'error', message: t`复制失败，请手动选择文本复制` })
    }
  }

  return (
    <main className={styles.page}>
      <div className={styles.bar}>
        <h1 className={styles.title}>{title}</h1>
        <Button icon={<CopyRegular />} disabled={data === undefined} onClick={() => void copy()}>
          {t`复制`}
        </Button>
      </div>
      {loading && <Spinner label={t`加载中`} />}
      {failed && <Text role="alert">{t`无法读取该邮件`}</Text>}
      {data !== undefined && (
        <pre className={styles.pre} aria-label={title}>
          {data}
        </pre>
      )}
    </main>
  )
}
