/**
 * Deleting a user folder (R-DATA-6): its mail moves to another folder,
 * INBOX unless the user picks one, or is deleted with it.
 */
import {
  Button,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  makeStyles,
  Radio,
  RadioGroup,
  Select,
  Spinner,
  tokens,
} from '@fluentui/react-components'
import { useLingui } from '@lingui/react/macro'
import { useId, useState, type FormEvent } from 'react'
import type { Folder } from '../../../api/types.ts'
import { DRAFTS } from '../../common/mailTabs/mailTabsApi.ts'
import { useFolderLabel } from '../../common/folders/useFolderLabel.ts'
import { deleteFolder } from './folderApi.ts'

const useStyles = makeStyles({
  content: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
  target: { marginInlineStart: tokens.spacingHorizontalXXL },
})

export interface DeleteFolderDialogProps {
  /** The folder to delete; null closes the dialog. */
  folder: Folder | null
  folders: readonly Folder[]
  onClose: () => void
  onDeleted: (folder: Folder) => void
}

export function DeleteFolderDialog({ folder, ...props }: DeleteFolderDialogProps) {
  return (
    <Dialog open={folder !== null} onOpenChange={(_, data) => !data.open && props.onClose()}>
      <DialogSurface>{folder && <DeleteFolderForm folder={folder} {...props} />}</DialogSurface>
    </Dialog>
  )
}

function DeleteFolderForm({
  folder,
  folders,
  onClose,
  onDeleted,
}: Omit<DeleteFolderDialogProps, 'folder'> & { folder: Folder }) {
  const styles = useStyles()
  const { t } = useLingui()
  const label = useFolderLabel()
  const targetLabelId = useId()
  const [mode, setMode] = useState<'move' | 'delete'>('move')
  const [target, setTarget] = useState('INBOX')
  const [busy, setBusy] = useState(false)
  const targets = folders.filter((f) => f.raw_name !== folder.raw_name && f.raw_name !== DRAFTS)
  const name = label(folder)

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    if (busy) return
    setBusy(true)
    const done = await deleteFolder({ folder, deleteMail: mode === 'delete', target })
    setBusy(false)
    if (done) onDeleted(folder)
  }

  return (
    <form onSubmit={(event) => void submit(event)}>
      <DialogBody>
        <DialogTitle>{t`删除文件夹“${name}”`}</DialogTitle>
        <DialogContent className={styles.content}>
          <RadioGroup
            value={mode}
            aria-label={t`文件夹中的邮件`}
            onChange={(_, data) => setMode(data.value === 'delete' ? 'delete' : 'move')}
          >
            <Radio value="move" label={<span id={targetLabelId}>{t`将邮件移动到`}</span>} />
            <Select
              className={styles.target}
              aria-labelledby={targetLabelId}
              disabled={mode !== 'move'}
              value={target}
              onChange={(_, data) => setTarget(data.value)}
            >
              {targets.map((f) => (
                <option key={f.raw_name} value={f.raw_name}>
                  {label(f)}
                </option>
              ))}
            </Select>
            <Radio value="delete" label={t`同时删除其中的邮件`} />
          </RadioGroup>
        </DialogContent>
        <DialogActions>
          <Button
            type="submit"
            appearance="primary"
            disabledFocusable={busy}
            icon={busy ? <Spinner size="tiny" /> : undefined}
          >
            {t({ message: '删除', context: 'delete folder' })}
          </Button>
          <Button type="button" appearance="secondary" onClick={onClose}>
            {t`取消`}
          </Button>
        </DialogActions>
      </DialogBody>
    </form>
  )
}
