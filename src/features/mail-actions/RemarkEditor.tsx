/**
 * The remark of a mail (R-STATE-3): view mode with edit and delete, edit mode with
 * save and cancel; required and at most 200 characters ('Please enter a note!' / 'No more than
 * 200 characters!'). The list shows it inline in the subject cell; the reader in its remark box.
 */
import { Button, Field, Input, makeStyles, tokens } from '@fluentui/react-components'
import { useLingui } from '@lingui/react/macro'
import { useActorRef, useSelector } from '@xstate/react'
import { useEffect, useRef, type KeyboardEvent } from 'react'
import { fromPromise } from 'xstate'
import {
  remarkMachine,
  selectDraft,
  selectIsBusy,
  selectIsEditing,
  selectRemark,
  selectRemarkError,
  type RemarkErrorCode,
  type SaveRemarkInput,
} from '../../../machines/remark/index.ts'
import { REMARK_MAX } from '../../domain/mail/remark.ts'
import { deleteRemark, saveRemark } from './mailActions.ts'
import { keepsClick } from './keepsClick.ts'
import { RemarkView } from './RemarkView.tsx'
import { useMailGuards } from './useMailGuards.ts'

const useStyles = makeStyles({
  // Wraps inside a narrow table cell instead of spilling under the next cell.
  edit: {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'flex-start',
    gap: tokens.spacingHorizontalXS,
    width: '100%',
    minWidth: 0,
  },
  input: { minWidth: '120px', flexGrow: 1 },
})

export interface RemarkEditorProps {
  folder: string
  uid: number
  remark: string
  /** Start in edit mode (the reader's 'add remark'). */
  startEditing?: boolean
  /** Called when an edit ends with no remark (the reader hides the box, the list the editor). */
  onIdle?: () => void
  /**
   * Edit or delete as soon as it mounts: the list's light view (Remark.tsx) was clicked and has
   * checked the guards already.
   */
  firstAction?: 'edit' | 'delete'
}

async function succeed(ok: Promise<boolean>): Promise<void> {
  if (!(await ok)) throw new Error('refused')
}

export function RemarkEditor({
  folder,
  uid,
  remark,
  startEditing,
  onIdle,
  firstAction,
}: RemarkEditorProps) {
  const { t } = useLingui()
  const styles = useStyles()
  const guards = useMailGuards()
  const actor = useActorRef(
    remarkMachine.provide({
      actors: {
        saveRemark: fromPromise<void, SaveRemarkInput>(({ input }) =>
          succeed(saveRemark(folder, uid, input.remark)),
        ),
        deleteRemark: fromPromise<void>(() => succeed(deleteRemark(folder, uid))),
      },
    }),
    { input: { remark } },
  )
  const saved = useSelector(actor, selectRemark)
  const draft = useSelector(actor, selectDraft)
  const error = useSelector(actor, selectRemarkError)
  const editing = useSelector(actor, selectIsEditing)
  const busy = useSelector(actor, selectIsBusy)

  useEffect(() => {
    actor.send({ type: 'remark.sync', remark })
  }, [actor, remark])
  useEffect(() => {
    if (firstAction) actor.send({ type: firstAction === 'edit' ? 'remark.edit' : 'remark.delete' })
    else if (startEditing && guards.change()) actor.send({ type: 'remark.edit' })
    // Only on mount: the reader asks once per 'add remark', the list's view once per click.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [actor, startEditing])
  const wasEditing = useRef(false)
  useEffect(() => {
    if (editing) wasEditing.current = true
    else if (wasEditing.current && !busy && saved === '') onIdle?.()
  }, [editing, busy, saved, onIdle])

  const messages: Record<RemarkErrorCode, string | null> = {
    // M-TEXT-2, M-TEXT-3
    required: t`请输入备注！`,
    tooLong: t`不能超过 ${REMARK_MAX} 个字符！`,
    // The client middleware already showed the server's reason.
    saveFailed: null,
    deleteFailed: null,
  }
  const message = error ? messages[error] : null

  if (editing) {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Enter') actor.send({ type: 'remark.save' })
      if (event.key === 'Escape') actor.send({ type: 'remark.cancel' })
    }
    return (
      <div className={styles.edit} {...keepsClick} onClick={(event) => event.stopPropagation()}>
        <Field
          className={styles.input}
          validationMessage={message}
          validationState={message ? 'error' : 'none'}
        >
          <Input
            size="small"
            aria-label={t`备注`}
            value={draft}
            autoFocus
            onKeyDown={onKeyDown}
            onChange={(_, data) => actor.send({ type: 'remark.change', text: data.value })}
          />
        </Field>
        <Button
          size="small"
          appearance="primary"
          disabled={busy}
          onClick={() => actor.send({ type: 'remark.save' })}
        >
          {t`保存`}
        </Button>
        <Button size="small" disabled={busy} onClick={() => actor.send({ type: 'remark.cancel' })}>
          {t`取消`}
        </Button>
      </div>
    )
  }
  if (saved === '') return null
  return (
    <RemarkView
      remark={saved}
      onEdit={() => guards.change() && actor.send({ type: 'remark.edit' })}
      onDelete={busy ? undefined : () => guards.change() && actor.send({ type: 'remark.delete' })}
    />
  )
}
