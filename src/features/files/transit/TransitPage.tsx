/**
 * /file/afile, the transit area (issue 15): the files parked for a while — compose's online
 * attachments among them — each with its expiry (§9's choices, set when it was parked). Files
 * can be downloaded, and deleted one at a time or ticked together, after a question. An
 * expired file is gone: the server leaves it out, so the list never shows one.
 */
import { Button, SearchBox, Text } from '@fluentui/react-components'
import { DeleteRegular } from '@fluentui/react-icons'
import { useLingui } from '@lingui/react/macro'
import { useState } from 'react'
import { DEFAULT_PAGE_SIZE } from '../../../domain/constants.ts'
import { ConfirmDeleteDialog } from '../../common/forms/ConfirmDeleteDialog.tsx'
import { SettingsPagedList } from '../../common/forms/SettingsPagedList.tsx'
import { usePagedSettingsList } from '../../common/forms/usePagedSettingsList.ts'
import { saveBlob } from '../../common/saveBlob.ts'
import { openDiskPreview } from '../preview/openDiskPreview.ts'
import { TransitTable } from './TransitTable.tsx'
import {
  deleteTransitFiles,
  fetchTransitFile,
  loadTransitFiles,
  type TransitFile,
} from './transitCalls.ts'
import { useTransitStyles } from './useTransitStyles.styles.ts'

export default function TransitPage() {
  const { t } = useLingui()
  const styles = useTransitStyles()
  const [search, setSearch] = useState('')
  // Days left are counted from when the page opened: precise enough for expiries of months.
  const [openedAt] = useState(() => Date.now())
  const list = usePagedSettingsList(
    (page, pageSize) => loadTransitFiles(search, page, pageSize),
    DEFAULT_PAGE_SIZE,
    [search],
  )
  const [ticked, setTicked] = useState<ReadonlySet<number>>(new Set())
  const [deleting, setDeleting] = useState<readonly TransitFile[] | null>(null)
  const shown = list.rows.filter((f) => ticked.has(f.id))
  const tick = (ids: readonly number[], on: boolean) =>
    setTicked((current) => {
      const next = new Set(current)
      for (const id of ids) {
        if (on) next.add(id)
        else next.delete(id)
      }
      return next
    })
  const download = async (file: TransitFile) => {
    const blob = await fetchTransitFile(file.id)
    if (blob) saveBlob(blob, file.name)
    // Refused (expired meanwhile): the toast said so; the list catches up.
    else list.retry()
  }
  const deleteText =
    deleting?.length === 1
      ? t`确定删除文件“${deleting[0]!.name}”吗？已发出的邮件中的在线附件将无法再下载。`
      : t`确定删除选中的 ${deleting?.length ?? 0} 个文件吗？已发出的邮件中的在线附件将无法再下载。`

  const fileCount = list.count
  return (
    <section className={styles.page} aria-label={t`文件中转站`}>
      <div className={styles.toolbar}>
        <Button
          icon={<DeleteRegular />}
          disabled={shown.length === 0}
          onClick={() => setDeleting(shown)}
        >
          {shown.length > 0 ? t`删除（${shown.length}）` : t`删除`}
        </Button>
        <Text
          className={styles.hint}
        >{t`超大附件以在线附件发送时保存在这里，过期后自动删除。`}</Text>
        <SearchBox
          className={styles.search}
          placeholder={t`搜索文件名`}
          aria-label={t`搜索文件名`}
          onKeyDown={(event) => {
            if (event.key === 'Enter') {
              setSearch(event.currentTarget.value.trim())
              setTicked(new Set())
            }
          }}
          onChange={(_, data) => {
            if (data.value === '') setSearch('')
          }}
        />
      </div>
      <SettingsPagedList
        list={list}
        emptyText={
          search
            ? t`没有找到匹配“${search}”的文件。`
            : t`中转站中还没有文件。写信时超过 30M 的附件会以在线附件存放在这里。`
        }
        countText={t({
          message: `共 ${fileCount} 个文件`,
          comment: 'English counts with a plural: 1 file, 2 files',
        })}
        sizeText={(size) => t`${size} 个/页`}
      >
        {(rows) => (
          <TransitTable
            rows={rows}
            ticked={ticked}
            now={openedAt}
            onTick={tick}
            onDownload={(file) => void download(file)}
            onPreview={(file) => openDiskPreview('transit', file)}
            onDelete={(file) => setDeleting([file])}
          />
        )}
      </SettingsPagedList>
      {deleting && (
        <ConfirmDeleteDialog
          title={t`删除文件`}
          text={deleteText}
          onConfirm={async () => {
            await deleteTransitFiles(deleting.map((f) => f.id))
            setTicked(new Set())
            list.retry()
          }}
          onClose={() => setDeleting(null)}
        />
      )}
    </section>
  )
}
