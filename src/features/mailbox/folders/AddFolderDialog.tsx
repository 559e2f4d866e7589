/**
 * New folder (R-VALID-1: required, 1 to 20 characters, trimmed). The server's
 * refusal (a duplicate name, say) shows beside the field, per the error catalogue.
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
  Input,
  Spinner,
} from '@fluentui/react-components'
import { useLingui } from '@lingui/react/macro'
import { useState, type FormEvent } from 'react'
import { FOLDER_NAME_MAX } from '../../../domain/constants.ts'
import type { Folder } from '../../../api/types.ts'
import { createFolder } from './folderApi.ts'
import { checkFolderName, type FolderNameError } from './folderName.ts'

export interface AddFolderDialogProps {
  open: boolean
  onClose: () => void
  onCreated?: (folder: Folder) => void
}

export function AddFolderDialog({ open, onClose, onCreated }: AddFolderDialogProps) {
  return (
    <Dialog open={open} onOpenChange={(_, data) => !data.open && onClose()}>
      {/* The surface unmounts on close, and the typed name and error with it. */}
      <DialogSurface>
        <AddFolderForm onClose={onClose} onCreated={onCreated} />
      </DialogSurface>
    </Dialog>
  )
}

function AddFolderForm({ onClose, onCreated }: Omit<AddFolderDialogProps, 'open'>) {
  const { t } = useLingui()
  const [name, setName] = useState('')
  const [error, setError] = useState<string>()
  const [busy, setBusy] = useState(false)
  const messages: Record<FolderNameError, string> = {
    required: t`请输入文件夹名称`,
    tooLong: t`文件夹名称长度为 1 到 ${FOLDER_NAME_MAX} 个字符`,
  }

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    if (busy) return
    const check = checkFolderName(name)
    if (!check.ok) {
      setError(messages[check.error])
      return
    }
    setBusy(true)
    const result = await createFolder(check.name)
    setBusy(false)
    if (!result.ok) {
      setError(result.message ?? t`新建文件夹失败`)
      return
    }
    onCreated?.(result.folder)
    onClose()
  }

  return (
    <form noValidate onSubmit={(event) => void submit(event)}>
      <DialogBody>
        <DialogTitle>{t`新建文件夹`}</DialogTitle>
        <DialogContent>
          <Field
            label={t`文件夹名称`}
            required
            validationState={error ? 'error' : 'none'}
            validationMessage={error}
          >
            <Input
              autoFocus
              value={name}
              onChange={(_, data) => {
                setName(data.value)
                setError(undefined)
              }}
            />
          </Field>
        </DialogContent>
        <DialogActions>
          <Button
            type="submit"
            appearance="primary"
            disabledFocusable={busy}
            icon={busy ? <Spinner size="tiny" /> : undefined}
          >
            {t`确定`}
          </Button>
          <Button type="button" appearance="secondary" onClick={onClose}>
            {t`取消`}
          </Button>
        </DialogActions>
      </DialogBody>
    </form>
  )
}
