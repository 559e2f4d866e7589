/**
 * The two decision dialogs of a review tab (R-REVIEW-2: reject opens a reason
 * dialog; approve asks for confirmation): the approve prompt and the reject reason form, a
 * reason being required ('please input reject reason'). Both stay open with the error when the
 * decision fails, so confirming again retries.
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
  Spinner,
  Text,
  Textarea,
} from '@fluentui/react-components'
import { useLingui } from '@lingui/react/macro'
import { useSelector } from '@xstate/react'
import type { FormEvent } from 'react'
import {
  selectDialog,
  selectIsDeciding,
  selectItemError,
  selectReason,
} from '../../../machines/review/index.ts'
import type { ReviewItemActor } from './useReviewItem.ts'
import { useReviewStyles } from './useReviewStyles.styles.ts'
import { useReviewTexts } from './useReviewTexts.ts'

export function ReviewDecisionDialogs({
  actor,
  subject,
}: {
  actor: ReviewItemActor
  subject: string
}) {
  const styles = useReviewStyles()
  const { t } = useLingui()
  const texts = useReviewTexts()
  const dialog = useSelector(actor, selectDialog)
  const deciding = useSelector(actor, selectIsDeciding)
  const reason = useSelector(actor, selectReason)
  const error = useSelector(actor, selectItemError)

  const cancel = () => {
    if (!deciding) actor.send({ type: 'decision.cancel' })
  }
  const confirm = (event: FormEvent) => {
    event.preventDefault()
    if (!deciding) actor.send({ type: 'decision.confirm' })
  }
  const actions = (
    <DialogActions>
      <Button
        type="submit"
        appearance="primary"
        disabledFocusable={deciding}
        icon={deciding ? <Spinner size="tiny" /> : undefined}
      >
        {t`确定`}
      </Button>
      <Button type="button" appearance="secondary" disabled={deciding} onClick={cancel}>
        {t`取消`}
      </Button>
    </DialogActions>
  )

  return (
    <>
      <Dialog open={dialog === 'permit'} onOpenChange={(_, data) => !data.open && cancel()}>
        <DialogSurface>
          <form onSubmit={confirm}>
            <DialogBody>
              <DialogTitle>{t`通过审核`}</DialogTitle>
              <DialogContent className={styles.dialogContent}>
                <Text>{t`确定通过邮件“${subject}”吗？通过后邮件将发送给收件人。`}</Text>
                {error === 'decideFailed' && <Text role="alert">{texts.error.decideFailed}</Text>}
              </DialogContent>
              {actions}
            </DialogBody>
          </form>
        </DialogSurface>
      </Dialog>
      <Dialog open={dialog === 'reject'} onOpenChange={(_, data) => !data.open && cancel()}>
        <DialogSurface>
          <form onSubmit={confirm} noValidate>
            <DialogBody>
              <DialogTitle>{t`拒绝邮件`}</DialogTitle>
              <DialogContent className={styles.dialogContent}>
                <Text>{t`拒绝后邮件不会发出，发件人将看到拒绝原因。`}</Text>
                <Field
                  label={t`拒绝原因`}
                  required
                  validationState={error ? 'error' : 'none'}
                  validationMessage={error ? texts.error[error] : undefined}
                >
                  <Textarea
                    value={reason}
                    resize="vertical"
                    disabled={deciding}
                    onChange={(_, data) =>
                      actor.send({ type: 'reason.change', reason: data.value })
                    }
                  />
                </Field>
              </DialogContent>
              {actions}
            </DialogBody>
          </form>
        </DialogSurface>
      </Dialog>
    </>
  )
}
