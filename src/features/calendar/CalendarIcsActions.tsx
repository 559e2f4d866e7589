/** A calendar's .ics export (a download) and import (a file; a broken one says so clearly). */
import { Button, MessageBar, MessageBarBody, makeStyles, tokens } from '@fluentui/react-components'
import { ArrowDownloadRegular, ArrowUploadRegular } from '@fluentui/react-icons'
import { useLingui } from '@lingui/react/macro'
import { useRef, useState } from 'react'
import { saveBlob } from '../common/saveBlob.ts'
import { exportIcs, importIcs, type Calendar } from './calendarCalls.ts'

const useStyles = makeStyles({
  row: { display: 'flex', gap: tokens.spacingHorizontalS, flexWrap: 'wrap' },
})

export function CalendarIcsActions({
  calendar,
  onImported,
}: {
  calendar: Calendar
  onImported: () => void
}) {
  const { t } = useLingui()
  const styles = useStyles()
  const input = useRef<HTMLInputElement>(null)
  const [result, setResult] = useState<{ ok: boolean; text: string } | null>(null)
  const upload = async (file: File) => {
    try {
      const created = await importIcs(calendar.id, file)
      setResult({ ok: true, text: t`已导入 ${created} 个日程` })
      onImported()
    } catch (error) {
      setResult({ ok: false, text: (error as Error).message || t`导入失败，请重试` })
    }
  }
  return (
    <>
      <div className={styles.row}>
        <Button
          icon={<ArrowDownloadRegular />}
          onClick={() =>
            void exportIcs('calendar', calendar.id).then((blob) =>
              saveBlob(blob, `${calendar.name}.ics`),
            )
          }
        >
          {t`导出 .ics`}
        </Button>
        <Button icon={<ArrowUploadRegular />} onClick={() => input.current?.click()}>
          {t`导入 .ics`}
        </Button>
        <input
          ref={input}
          type="file"
          accept=".ics,text/calendar"
          hidden
          aria-label={t`导入 .ics`}
          onChange={(e) => {
            const file = e.target.files?.[0]
            e.target.value = ''
            if (file) void upload(file)
          }}
        />
      </div>
      {result && (
        <MessageBar intent={result.ok ? 'success' : 'error'} role={result.ok ? 'status' : 'alert'}>
          <MessageBarBody>{result.text}</MessageBarBody>
        </MessageBar>
      )}
    </>
  )
}
