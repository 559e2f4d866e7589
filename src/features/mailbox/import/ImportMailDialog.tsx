/**
 * Import mails (R-LIST-8, R-VALID-19): pick a folder other
 * than Drafts, add .eml files, watch each upload, pause, resume, remove, clear the list. The
 * queue outlives the dialog: closing it lets running uploads finish in the background.
 */
import {
  Button,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  Field,
  MessageBar,
  MessageBarBody,
  Select,
  Text,
} from '@fluentui/react-components'
import { AddRegular, PauseRegular, PlayRegular, DismissRegular } from '@fluentui/react-icons'
import { useLingui } from '@lingui/react/macro'
import { useRef, useState, type ChangeEvent } from 'react'
import { DRAFTS } from '../../common/mailTabs/mailTabsApi.ts'
import { useFolderLabel } from '../../common/folders/useFolderLabel.ts'
import { useFolders } from '../../common/folders/useFolders.ts'
import { UploadTable } from '../../upload/UploadTable.tsx'
import { useImportStyles } from './useImportStyles.styles.ts'
import { useImportUpload } from './useImportUpload.ts'
import { useUploadTexts } from '../../upload/useUploadTexts.ts'

export interface ImportMailDialogProps {
  open: boolean
  onClose(): void
  /** The folder the list shows; Drafts (not a target) falls back to INBOX. */
  defaultFolder?: string
}

const targetOf = (folder: string | undefined) =>
  folder === undefined || folder === DRAFTS ? 'INBOX' : folder

export default function ImportMailDialog({ open, onClose, defaultFolder }: ImportMailDialogProps) {
  const styles = useImportStyles()
  const { t } = useLingui()
  const texts = useUploadTexts()
  const label = useFolderLabel()
  const { folders } = useFolders(open)
  const [folder, setFolder] = useState(() => targetOf(defaultFolder))
  const [wasOpen, setWasOpen] = useState(open)
  if (open !== wasOpen) {
    // Each opening starts from the folder the list shows.
    setWasOpen(open)
    if (open) setFolder(targetOf(defaultFolder))
  }
  const upload = useImportUpload(open, folder)
  const input = useRef<HTMLInputElement>(null)
  const targets = folders.filter((f) => f.raw_name !== DRAFTS)

  const onFiles = (event: ChangeEvent<HTMLInputElement>) => {
    const files = event.target.files
    if (files) upload.addFiles(Array.from(files))
    // The same file may be picked again after a removal.
    event.target.value = ''
  }

  return (
    <Dialog open={open} onOpenChange={(_, data) => !data.open && onClose()}>
      <DialogSurface className={styles.surface}>
        <DialogBody>
          <DialogTitle>{t`导入邮件`}</DialogTitle>
          <DialogContent className={styles.content}>
            <div className={styles.toolbar}>
              <Field label={t`导入到文件夹`} className={styles.folder}>
                <Select value={folder} onChange={(_, data) => setFolder(data.value)}>
                  {targets.length === 0 && <option value={folder}>{folder}</option>}
                  {targets.map((f) => (
                    <option key={f.raw_name} value={f.raw_name}>
                      {label(f)}
                    </option>
                  ))}
                </Select>
              </Field>
              <input
                ref={input}
                type="file"
                accept=".eml,message/rfc822"
                multiple
                tabIndex={-1}
                aria-label={t`选择 .eml 邮件文件`}
                className={styles.hiddenInput}
                onChange={onFiles}
              />
              <Button
                appearance="primary"
                icon={<AddRegular />}
                disabled={!upload.ready}
                onClick={() => input.current?.click()}
              >
                {t`添加邮件文件`}
              </Button>
              <Button
                icon={<PauseRegular />}
                disabled={!upload.canPauseAll}
                onClick={() => upload.actor.send({ type: 'upload.pause' })}
              >
                {t`全部暂停`}
              </Button>
              <Button
                icon={<PlayRegular />}
                disabled={!upload.canResumeAll}
                onClick={() => upload.actor.send({ type: 'upload.resume' })}
              >
                {t`全部继续`}
              </Button>
              <Button
                icon={<DismissRegular />}
                disabled={upload.entries.length === 0}
                onClick={() => upload.actor.send({ type: 'upload.clear' })}
              >
                {t`清空列表`}
              </Button>
            </div>
            {upload.rejections.length > 0 && (
              <div className={styles.notices} role="alert">
                {upload.rejections.map((r) => (
                  <MessageBar
                    key={r.key}
                    intent={r.reason === 'overCapacity' ? 'error' : 'warning'}
                  >
                    <MessageBarBody>{texts.rejection(r.name, r.reason)}</MessageBarBody>
                  </MessageBar>
                ))}
              </div>
            )}
            <div className={styles.listArea}>
              {upload.entries.length === 0 ? (
                <Text block className={styles.empty}>
                  {t`还没有文件。请添加 .eml 格式的邮件文件，可一次选择多个。`}
                </Text>
              ) : (
                <UploadTable actor={upload.actor} entries={upload.entries} />
              )}
            </div>
          </DialogContent>
          <DialogActions>
            <Button appearance="secondary" onClick={onClose}>
              {t`关闭`}
            </Button>
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  )
}
