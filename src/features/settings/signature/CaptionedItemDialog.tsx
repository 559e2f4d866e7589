/**
 * The new / edit dialog of a signature or a template: a name (required, at most 50 characters)
 * and an html content in the mail editor, checked by the domain rule before the one save call;
 * the server's refusal shows next to its field and the input stays (docs/forms.md).
 */
import { Field, Input } from '@fluentui/react-components'
import type { CaptionedError, CaptionedValues } from '../../../domain/settings/index.ts'
import { HtmlContentField } from '../common/HtmlContentField.tsx'
import { SettingsFormDialog } from '../../common/forms/SettingsFormDialog.tsx'
import { useSettingsItemForm } from '../../common/forms/useSettingsItemForm.ts'

export interface CaptionedItem {
  id: number | null
  caption: string
  content: string
}

export interface CaptionedDialogTexts {
  title: string
  captionLabel: string
  contentLabel: string
  contentPlaceholder: string
}

const toValues = (item: CaptionedItem): CaptionedValues => ({
  caption: item.caption,
  content: item.content,
})

const toPayload = (values: CaptionedValues): CaptionedValues => ({
  caption: values.caption.trim(),
  content: values.content,
})

export function CaptionedItemDialog<TSaved extends CaptionedItem>({
  item,
  texts,
  validate,
  save,
  onSaved,
  onClose,
}: {
  item: CaptionedItem
  texts: CaptionedDialogTexts
  validate: (values: CaptionedValues) => Partial<Record<keyof CaptionedValues, CaptionedError>>
  save: (id: number | null, payload: CaptionedValues, signal: AbortSignal) => Promise<TSaved>
  onSaved: (saved: CaptionedItem) => void
  onClose: () => void
}) {
  const { resource, form } = useSettingsItemForm<CaptionedItem, CaptionedValues, CaptionedValues>({
    item,
    save: (payload, signal) => save(item.id, payload, signal),
    onSaved,
    toValues,
    validate,
    toPayload,
  })
  const values = form.values
  return (
    <SettingsFormDialog
      title={texts.title}
      resource={resource}
      dirty={form.dirty}
      onSubmit={form.submit}
      onClose={onClose}
    >
      {values && (
        <>
          <Field
            label={texts.captionLabel}
            required
            validationState={form.errorOf('caption') ? 'error' : 'none'}
            validationMessage={form.errorOf('caption')}
          >
            <Input
              value={values.caption}
              onChange={(_, data) => form.setField('caption', data.value)}
            />
          </Field>
          <HtmlContentField
            label={texts.contentLabel}
            placeholder={texts.contentPlaceholder}
            html={item.content}
            error={form.errorOf('content')}
            readOnly={resource.saving}
            onChange={(html) => form.setField('content', html)}
          />
        </>
      )}
    </SettingsFormDialog>
  )
}
