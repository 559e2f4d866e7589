/**
 * The upload buttons (files, or a whole folder) and the upload panel, as OneDrive's: the overall
 * progress, then each file with its own bar, state and pause / resume / cancel; above them the
 * files a reload interrupted, to be picked again.
 */
import { Button, Field, ProgressBar, Text, makeStyles, tokens } from '@fluentui/react-components'
import { CARD_TRAY_GUTTER } from '../../../app/layout/cardTray.ts'
import { ArrowUploadRegular, FolderArrowUpRegular } from '@fluentui/react-icons'
import { useLingui } from '@lingui/react/macro'
import { useRef } from 'react'
import { UploadTable } from '../../upload/UploadTable.tsx'
import { UnfinishedUploadList } from './UnfinishedUploadList.tsx'
import type { useDiskUpload } from './useDiskUpload.ts'

const useStyles = makeStyles({
  panel: {
    display: 'flex',
    flexDirection: 'column',
    rowGap: tokens.spacingVerticalXS,
    maxHeight: '220px',
    overflowY: 'auto',
    padding: tokens.spacingHorizontalS,
    border: `1px solid ${tokens.colorNeutralStroke2}`,
    borderRadius: tokens.borderRadiusMedium,
    // Its pause / resume / cancel buttons sit at the right edge: clear of the layout's cards
    // (the security reminder would cover them), as compose keeps clear (decision 99).
    marginRight: `var(${CARD_TRAY_GUTTER}, 0px)`,
  },
  hidden: { display: 'none' },
})

type Upload = ReturnType<typeof useDiskUpload>

export function DiskUploadButtons({ upload }: { upload: Upload }) {
  const { t } = useLingui()
  const styles = useStyles()
  const files = useRef<HTMLInputElement>(null)
  const folder = useRef<HTMLInputElement>(null)
  const picked = (input: HTMLInputElement) => {
    void upload.addFiles([...(input.files ?? [])])
    input.value = ''
  }
  return (
    <>
      <Button
        appearance="primary"
        icon={<ArrowUploadRegular />}
        onClick={() => files.current?.click()}
      >
        {t`上传文件`}
      </Button>
      <Button icon={<FolderArrowUpRegular />} onClick={() => folder.current?.click()}>
        {t`上传文件夹`}
      </Button>
      <input
        ref={files}
        type="file"
        multiple
        className={styles.hidden}
        aria-label={t`选择要上传的文件`}
        onChange={(event) => picked(event.currentTarget)}
      />
      <input
        ref={folder}
        type="file"
        className={styles.hidden}
        aria-label={t`选择要上传的文件夹`}
        {...{ webkitdirectory: '' }}
        onChange={(event) => picked(event.currentTarget)}
      />
    </>
  )
}

export function DiskUploadPanel({ upload }: { upload: Upload }) {
  const { t } = useLingui()
  const styles = useStyles()
  if (upload.entries.length === 0 && upload.unfinished.offered.length === 0) return null
  const finished = upload.entries.filter((e) => e.status === 'success').length
  const count = upload.entries.length
  return (
    <section className={styles.panel} aria-label={t`上传`}>
      <UnfinishedUploadList unfinished={upload.unfinished} />
      {count > 0 && (
        <>
          <Field label={t`已完成 ${finished} / ${count} 个文件`}>
            <ProgressBar value={upload.overall} max={1} aria-label={t`总体上传进度`} />
          </Field>
          <UploadTable actor={upload.actor} entries={upload.entries} label={t`上传的文件`} />
          <Text size={200}>{t`上传在暂停、网络中断或页面重新加载后可以继续。`}</Text>
        </>
      )}
    </section>
  )
}
