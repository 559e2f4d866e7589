/**
 * How a move / copy to a group goes: a progress bar while the contacts are saved one by one,
 * then what was done and which contacts could not be saved.
 */
import {
  Button,
  Field,
  MessageBar,
  MessageBarActions,
  MessageBarBody,
  ProgressBar,
} from '@fluentui/react-components'
import { DismissRegular } from '@fluentui/react-icons'
import { useLingui } from '@lingui/react/macro'
import type { PersonalBookBatch } from './usePersonalBookBatch.ts'

export function BatchStatus({
  batch,
  names,
}: {
  batch: PersonalBookBatch
  /** The contacts' names when the batch started (the table may have changed since). */
  names: ReadonlyMap<number, string>
}) {
  const { t } = useLingui()
  const { done, total, failed } = batch
  if (batch.running) {
    return (
      <Field
        validationState="none"
        validationMessage={
          batch.mode === 'move'
            ? t`正在移动联系人（${done}/${total}）…`
            : t`正在复制联系人（${done}/${total}）…`
        }
      >
        <ProgressBar value={total ? done / total : 0} aria-label={t`进度`} />
      </Field>
    )
  }
  if (!batch.finished) return null
  const saved = total - failed.length
  const who = failed.map((id) => names.get(id) ?? String(id)).join('、')
  return (
    <MessageBar intent={failed.length ? 'warning' : 'success'} role="status">
      <MessageBarBody>
        {batch.mode === 'move' ? t`已移动 ${saved} 位联系人。` : t`已复制 ${saved} 位联系人。`}
        {failed.length > 0 && ' ' + t`以下联系人保存失败，请稍后重试：${who}`}
      </MessageBarBody>
      <MessageBarActions
        containerAction={
          <Button
            appearance="transparent"
            aria-label={t`关闭`}
            icon={<DismissRegular />}
            onClick={batch.dismiss}
          />
        }
      />
    </MessageBar>
  )
}
