/**
 * Uploads a reload interrupted: each with its size, a button to pick the same file again (the
 * upload then goes on from the chunks the server holds) and one to give it up.
 */
import { Button, Text, makeStyles, tokens } from '@fluentui/react-components'
import { ArrowUploadRegular, DismissRegular } from '@fluentui/react-icons'
import { useLingui } from '@lingui/react/macro'
import { useRef } from 'react'
import { formatSize } from '../../../domain/format/size.ts'
import type { UnfinishedUpload } from './unfinishedUploads.ts'
import { unfinishedKey } from './unfinishedUploads.ts'
import type { useUnfinishedUploads } from './useUnfinishedUploads.ts'

const useStyles = makeStyles({
  list: { listStyleType: 'none', margin: 0, padding: 0 },
  row: {
    display: 'flex',
    alignItems: 'center',
    flexWrap: 'wrap',
    columnGap: tokens.spacingHorizontalS,
    paddingBlock: tokens.spacingVerticalXXS,
  },
  // The buttons stay beside the name, not at the panel's far edge (a toast may float there).
  name: { flex: '0 1 auto', maxWidth: '32em', overflow: 'hidden', textOverflow: 'ellipsis' },
  note: { flexBasis: '100%', color: tokens.colorPaletteRedForeground1 },
  hidden: { display: 'none' },
})

type Unfinished = ReturnType<typeof useUnfinishedUploads>

function Row({ upload, unfinished }: { upload: UnfinishedUpload; unfinished: Unfinished }) {
  const { t } = useLingui()
  const styles = useStyles()
  const key = unfinishedKey(upload)
  const { name } = upload
  const note = unfinished.notes[key]
  const checking = unfinished.checking === key
  const input = useRef<HTMLInputElement>(null)
  return (
    <li className={styles.row}>
      <Text className={styles.name} title={name}>
        {name}
      </Text>
      <Text size={200}>{formatSize(upload.size)}</Text>
      <Button
        size="small"
        icon={<ArrowUploadRegular />}
        disabled={checking}
        aria-label={t`重新选择“${name}”以继续上传`}
        onClick={() => input.current?.click()}
      >
        {checking ? t`正在核对…` : t`选择文件继续`}
      </Button>
      <Button
        size="small"
        appearance="subtle"
        icon={<DismissRegular />}
        aria-label={t`放弃上传“${name}”`}
        onClick={() => unfinished.dismiss(upload)}
      />
      <input
        ref={input}
        type="file"
        className={styles.hidden}
        aria-label={t`选择“${name}”继续上传`}
        onChange={(event) => {
          const file = event.currentTarget.files?.[0]
          event.currentTarget.value = ''
          if (file) void unfinished.resume(upload, file)
        }}
      />
      {note && (
        <Text role="alert" size={200} className={styles.note}>
          {note === 'nameOrSize'
            ? t`所选文件的名称或大小与“${name}”不同，请选择同一个文件。`
            : t`所选文件的内容与上次上传的“${name}”不同，请选择同一个文件。`}
        </Text>
      )}
    </li>
  )
}

export function UnfinishedUploadList({ unfinished }: { unfinished: Unfinished }) {
  const { t } = useLingui()
  const styles = useStyles()
  if (unfinished.offered.length === 0) return null
  return (
    <div role="group" aria-label={t`未完成的上传`}>
      <Text
        size={200}
      >{t`页面重新加载前这些文件尚未上传完成。重新选择同一个文件即可从中断处继续。`}</Text>
      <ul className={styles.list}>
        {unfinished.offered.map((upload) => (
          <Row key={unfinishedKey(upload)} upload={upload} unfinished={unfinished} />
        ))}
      </ul>
    </div>
  )
}
