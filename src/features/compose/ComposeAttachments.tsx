/**
 * Local attachments (issue 4 "Attachments"): files go through the chunked upload machine
 * (machines/upload, target 'attach': the transit area the send form's attachment ids point at);
 * a finished file joins the form's attachments with its size and a remove button. Files still
 * uploading show their real progress, pause / resume and remove. The upload actor lives as long
 * as the tab's view; the form keeps the finished ones. "From the file centre" opens the picker
 * (filePicker/) behind the file lock, as the file centre itself is (R-ROLE). A file over 30M
 * (C-LIMIT-7) is uploaded the same way but joins as an online attachment: a link to the transit
 * area with an expiry instead of a part of the mail (online/, decision 260).
 */
import { Button, MessageBar, MessageBarBody, ProgressBar } from '@fluentui/react-components'
import { AttachRegular, DismissRegular, FolderOpenRegular } from '@fluentui/react-icons'
import { useLingui } from '@lingui/react/macro'
import { useActorRef, useSelector } from '@xstate/react'
import { useEffect, useRef, useState } from 'react'
import {
  selectCanPause,
  selectCanRemove,
  selectEntries,
  uploadMachine,
  type UploadRejection,
} from '../../../machines/upload/index.ts'
import type { ComposeAttachment } from '../../domain/compose/index.ts'
import { acceptPicked, type PickedFile } from '../../domain/compose/filePicks.ts'
import { formatSize } from '../../domain/format/index.ts'
import type { ComposeEditEvent } from '../../../machines/compose/index.ts'
import { useModuleLockGate } from '../locks/useModuleLockGate.tsx'
import { useUploadTexts } from '../upload/useUploadTexts.ts'
import { FileCentrePicker } from './filePicker/FileCentrePicker.tsx'
import { uploadActors } from '../upload/uploadActors.ts'
import { useComposeStyles } from './useComposeStyles.styles.ts'

import { LevelSelect } from './ComposeSecurity.tsx'
import {
  DEFAULT_ONLINE_EXPIRE_DAYS,
  ONLINE_ATTACHMENT_SUGGEST_BYTES,
  type MailLevel,
} from '../../domain/constants.ts'
import { OnlineAttachmentRow } from './online/OnlineAttachmentRow.tsx'

export interface ComposeAttachmentsProps {
  attachments: ComposeAttachment[]
  excludeExt: readonly string[]
  disabled: boolean
  send: (event: ComposeEditEvent) => void
  /** Security mode: the levels each attachment chooses from; absent = no levels. */
  levels?: { value: MailLevel; label: string }[]
}

export function ComposeAttachments({
  attachments,
  excludeExt,
  disabled,
  send,
  levels,
}: ComposeAttachmentsProps) {
  const styles = useComposeStyles()
  const { t } = useLingui()
  const texts = useUploadTexts()
  const input = useRef<HTMLInputElement>(null)
  const [refusals, setRefusals] = useState<{ name: string; reason: UploadRejection }[]>([])
  const [pickerOpen, setPickerOpen] = useState(false)
  const [goingOnline, setGoingOnline] = useState<string[]>([])
  // R-LOCK-6: a personal-file pick behind the file lock asks for its password first.
  const fileLock = useModuleLockGate()
  const upload = useActorRef(uploadMachine.provide({ actors: uploadActors }), {
    input: {
      target: { uploadType: 'attach' },
      rules: { excludeExt: excludeExt.map((e) => e.toLowerCase()), rejectDuplicateNames: true },
    },
  })
  const entries = useSelector(upload, selectEntries)
  const snapshot = useSelector(upload, (s) => s)

  useEffect(() => {
    const subscriptions = [
      upload.on('upload.succeeded', ({ id, result }) => {
        const online = result.size > ONLINE_ATTACHMENT_SUGGEST_BYTES
        send({
          type: 'attachments.add',
          attachments: [
            {
              id: result.id,
              name: result.name,
              size: result.size,
              source: online ? 'online' : 'local',
              level: null,
              ...(online ? { expireDays: DEFAULT_ONLINE_EXPIRE_DAYS } : {}),
            },
          ],
        })
        // Finished files are the form's from now on; the queue only shows unfinished ones.
        upload.send({ type: 'file.remove', id })
      }),
      upload.on('upload.rejected', ({ name, reason }) =>
        setRefusals((list) => [...list, { name, reason }]),
      ),
    ]
    return () => subscriptions.forEach((s) => s.unsubscribe())
  }, [upload, send])

  const addFiles = (files: FileList | null) => {
    setRefusals([])
    setGoingOnline([])
    for (const file of Array.from(files ?? [])) {
      if (attachments.some((a) => a.name === file.name)) {
        setRefusals((list) => [...list, { name: file.name, reason: 'duplicate' }])
        continue
      }
      if (file.size > ONLINE_ATTACHMENT_SUGGEST_BYTES)
        setGoingOnline((list) => [...list, file.name])
      upload.send({
        type: 'file.add',
        file: { name: file.name, size: file.size, type: file.type, data: file },
      })
    }
    if (input.current) input.current.value = ''
  }
  const addPicked = (files: PickedFile[]) => {
    setPickerOpen(false)
    // Files still uploading hold their names too.
    const { accepted, duplicates } = acceptPicked([...attachments, ...entries], files)
    setRefusals(duplicates.map((name) => ({ name, reason: 'duplicate' })))
    if (accepted.length > 0) send({ type: 'attachments.add', attachments: accepted })
  }
  const pending = entries.filter((e) => e.status !== 'success')

  return (
    <section className={styles.attachments} aria-label={t`附件`}>
      <div className={styles.toolbar}>
        <Button icon={<AttachRegular />} disabled={disabled} onClick={() => input.current?.click()}>
          {t`添加附件`}
        </Button>
        <Button
          icon={<FolderOpenRegular />}
          disabled={disabled}
          onClick={() => fileLock.gate('file', () => setPickerOpen(true))}
        >
          {t`从文件中心添加`}
        </Button>
        <input
          ref={input}
          type="file"
          multiple
          hidden
          aria-label={t`选择附件文件`}
          onChange={(event) => addFiles(event.target.files)}
        />
      </div>
      {fileLock.dialog}
      <FileCentrePicker
        open={pickerOpen}
        onConfirm={addPicked}
        onCancel={() => setPickerOpen(false)}
      />
      {refusals.map((r) => (
        <MessageBar key={`${r.name}-${r.reason}`} intent="warning">
          <MessageBarBody>{texts.rejection(r.name, r.reason)}</MessageBarBody>
        </MessageBar>
      ))}
      {goingOnline.length > 0 && (
        <MessageBar intent="info">
          <MessageBarBody>
            {t({
              message: `“${goingOnline.join('”、“')}”超过 30M，将作为在线附件上传到中转站，收件人通过链接下载。`,
              comment:
                'English: \'"{0}" is over 30M: it goes as an online attachment, parked in the transit area; recipients download it from a link.\'',
            })}
          </MessageBarBody>
        </MessageBar>
      )}
      {attachments.length > 0 && (
        <ul aria-label={t`已添加的附件`} style={{ margin: 0, paddingLeft: 0, listStyle: 'none' }}>
          {attachments.map((a) =>
            a.source === 'online' ? (
              <OnlineAttachmentRow key={a.id} attachment={a} disabled={disabled} send={send} />
            ) : (
              <li key={a.id} className={styles.attachmentRow}>
                <span>{a.name}</span>
                <span className={styles.muted}>{formatSize(a.size)}</span>
                {levels && (
                  <LevelSelect
                    label={t`附件“${a.name}”的密级`}
                    levels={levels}
                    value={a.level}
                    disabled={disabled}
                    onChange={(level) => send({ type: 'attachment.level', id: a.id, level })}
                  />
                )}
                <Button
                  size="small"
                  appearance="subtle"
                  icon={<DismissRegular />}
                  aria-label={t`移除附件 ${a.name}`}
                  disabled={disabled}
                  onClick={() => send({ type: 'attachment.remove', id: a.id })}
                />
              </li>
            ),
          )}
        </ul>
      )}
      {pending.map((entry) => (
        <div key={entry.id} className={styles.attachmentRow}>
          <span>{entry.name}</span>
          <span className={styles.muted}>{formatSize(entry.size)}</span>
          <ProgressBar
            value={entry.progress}
            aria-label={t`${entry.name} 上传进度`}
            color={entry.status === 'failed' ? 'error' : 'brand'}
            style={{ width: '8em' }}
          />
          <span>{entry.error ? texts.failure(entry.error) : texts.status[entry.status]}</span>
          {entry.status === 'paused' || entry.status === 'failed' ? (
            <Button size="small" onClick={() => upload.send({ type: 'file.resume', id: entry.id })}>
              {entry.status === 'failed' ? t`重试` : t`继续`}
            </Button>
          ) : (
            <Button
              size="small"
              disabled={!selectCanPause(snapshot, entry)}
              onClick={() => upload.send({ type: 'file.pause', id: entry.id })}
            >
              {t`暂停`}
            </Button>
          )}
          <Button
            size="small"
            appearance="subtle"
            icon={<DismissRegular />}
            aria-label={t`取消上传 ${entry.name}`}
            disabled={!selectCanRemove(snapshot, entry)}
            onClick={() => upload.send({ type: 'file.remove', id: entry.id })}
          />
        </div>
      ))}
    </section>
  )
}
