/**
 * The contacts import dialog (issue 13 "Import and export"; R-VALID "Contact import"):
 * pick an xls, xlsx, csv or vCard file of at most 10M, check the preview and the column
 * mapping, choose what happens to duplicates and the group, watch the progress, read the
 * result. The flow is machines/contact-import; the file is read in a worker.
 */
import {
  Button,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  MessageBar,
  MessageBarBody,
  ProgressBar,
  Spinner,
  Text,
} from '@fluentui/react-components'
import { ArrowUploadRegular } from '@fluentui/react-icons'
import { useLingui } from '@lingui/react/macro'
import { useActorRef, useSelector } from '@xstate/react'
import { useEffect, useEffectEvent, useRef } from 'react'
import { fromPromise } from 'xstate'
import { CONTACT_FILE_ACCEPT } from '../../../domain/contacts/transfer/index.ts'
import { CONTACT_IMPORT_MESSAGES } from '../../../domain/contacts/transfer/messages.ts'
import {
  contactImportMachine,
  selectError,
  selectPreview,
  selectProgress,
  selectStopped,
  selectTally,
  type ImportBatchInput,
  type ParseFileInput,
} from '../../../../machines/contact-import/index.ts'
import { useSettingsResource } from '../../common/forms/useSettingsResource.ts'
import { ImportMappingStep } from './ImportMappingStep.tsx'
import { ImportResultStep } from './ImportResultStep.tsx'
import { importContactsBatch, listGroups, parseContactsFile } from './transferCalls.ts'
import { useTransferStyles } from './useTransferStyles.styles.ts'

export interface ImportContactsDialogProps {
  open: boolean
  /** The pab page's group: new contacts start in it when it is a real group. */
  groupId: number
  onImported: () => void
  onClose: () => void
}

const importActors = {
  parseFile: fromPromise<Awaited<ReturnType<typeof parseContactsFile>>, ParseFileInput>(
    ({ input, signal }) => parseContactsFile(input.file, signal),
  ),
  importBatch: fromPromise<Awaited<ReturnType<typeof importContactsBatch>>, ImportBatchInput>(
    ({ input, signal }) => importContactsBatch(input, signal),
  ),
}

export function ImportContactsDialog(props: ImportContactsDialogProps) {
  const { t } = useLingui()
  const styles = useTransferStyles()
  return (
    <Dialog open={props.open} onOpenChange={(_, data) => !data.open && props.onClose()}>
      <DialogSurface className={styles.surface}>
        <DialogBody>
          <DialogTitle>{t`导入联系人`}</DialogTitle>
          {/* A new flow each time the dialog opens. */}
          {props.open && <ImportFlow {...props} />}
        </DialogBody>
      </DialogSurface>
    </Dialog>
  )
}

function ImportFlow({ groupId, onImported, onClose }: ImportContactsDialogProps) {
  const { t, i18n } = useLingui()
  const styles = useTransferStyles()
  const input = useRef<HTMLInputElement>(null)
  const actor = useActorRef(contactImportMachine.provide({ actors: importActors }), {
    input: { groupId: groupId > 0 ? groupId : 0 },
  })
  const state = useSelector(actor, (s) => s)
  const error = useSelector(actor, selectError)
  const groups = useSettingsResource({ load: listGroups })
  const imported = useEffectEvent(() => onImported())
  useEffect(() => {
    const subscription = actor.on('contacts.imported', () => imported())
    return () => subscription.unsubscribe()
  }, [actor])

  const send = actor.send
  const step = state.value
  const progress = selectProgress(state)
  const percent = Math.round(progress * 100)
  const errorText =
    error && error !== 'importFailed' ? i18n._(CONTACT_IMPORT_MESSAGES[error]) : null

  const actions = {
    pick: (
      <Button
        appearance="primary"
        icon={<ArrowUploadRegular />}
        onClick={() => input.current?.click()}
      >
        {t`选择文件`}
      </Button>
    ),
    close: <Button onClick={onClose}>{t`取消`}</Button>,
  }

  return (
    <>
      <DialogContent className={styles.content}>
        <input
          ref={input}
          type="file"
          accept={CONTACT_FILE_ACCEPT}
          className={styles.fileInput}
          data-testid="contact-import-file"
          onChange={(event) => {
            const file = event.target.files?.[0]
            event.target.value = ''
            if (file) send({ type: 'file.pick', file })
          }}
        />
        {step === 'pick' && (
          <Text>{t`支持 Excel（xls、xlsx）、CSV 和 vCard（vcf）文件，文件不能超过 10M。第一行应为列名，如“姓名”“邮箱”“手机”；Outlook、Gmail 和 Thunderbird 导出的文件可直接导入。`}</Text>
        )}
        {step === 'parsing' && <Spinner label={t`正在读取文件…`} />}
        {step === 'mapping' && (
          <ImportMappingStep
            table={state.context.table!}
            preview={selectPreview(state)}
            mapping={state.context.mapping}
            onDuplicate={state.context.onDuplicate}
            groupId={state.context.groupId}
            groups={groups.data ?? []}
            onMap={(column, target) => send({ type: 'mapping.set', column, target })}
            onDuplicateChange={(choice) => send({ type: 'duplicate.set', choice })}
            onGroupChange={(id) => send({ type: 'group.set', groupId: id })}
          />
        )}
        {(step === 'importing' || step === 'failed') && (
          <>
            <ProgressBar
              value={progress}
              thickness="large"
              aria-label={t`导入进度`}
              aria-valuetext={`${percent}%`}
            />
            <Text>{t`已处理 ${percent}%`}</Text>
          </>
        )}
        {step === 'failed' && (
          <MessageBar intent="error" role="alert">
            <MessageBarBody>{t`导入中断，已导入的联系人会保留。可以重试继续导入剩下的行。`}</MessageBarBody>
          </MessageBar>
        )}
        {step === 'done' && (
          <ImportResultStep tally={selectTally(state)} stopped={selectStopped(state)} />
        )}
        {errorText && (
          <MessageBar intent="error" role="alert">
            <MessageBarBody>{errorText}</MessageBarBody>
          </MessageBar>
        )}
      </DialogContent>
      <DialogActions>
        {step === 'pick' && (
          <>
            {actions.pick}
            {actions.close}
          </>
        )}
        {step === 'parsing' && (
          <Button onClick={() => send({ type: 'import.cancel' })}>{t`取消`}</Button>
        )}
        {step === 'mapping' && (
          <>
            <Button appearance="primary" onClick={() => send({ type: 'import.start' })}>
              {t`开始导入`}
            </Button>
            <Button onClick={() => send({ type: 'file.reset' })}>{t`重新选择文件`}</Button>
            {actions.close}
          </>
        )}
        {step === 'importing' && (
          <Button onClick={() => send({ type: 'import.cancel' })}>{t`停止导入`}</Button>
        )}
        {step === 'failed' && (
          <>
            <Button appearance="primary" onClick={() => send({ type: 'import.retry' })}>
              {t`重试`}
            </Button>
            <Button onClick={() => send({ type: 'import.cancel' })}>{t`停止导入`}</Button>
          </>
        )}
        {step === 'done' && (
          <>
            <Button appearance="primary" onClick={onClose}>
              {t`完成`}
            </Button>
            <Button onClick={() => send({ type: 'file.reset' })}>{t`导入其他文件`}</Button>
          </>
        )}
      </DialogActions>
    </>
  )
}
