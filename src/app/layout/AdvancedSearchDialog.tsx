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
  makeStyles,
  MessageBar,
  Select,
  tokens,
} from '@fluentui/react-components'
import { useLingui } from '@lingui/react/macro'
import { useState, type FormEvent } from 'react'
import {
  FULLTEXT_MAX_LENGTH,
  SEARCH_DATE_CHOICES,
  SEARCH_SIZE_CHOICES,
  type SearchDateChoice,
  type SearchForm,
  type SearchSizeChoice,
  type SearchValidation,
} from '../../domain/search/searchParams.ts'
import { useFolders } from '../../features/common/folders/useFolders.ts'
import { useSearchChoiceLabels } from '../../features/mailbox/search/useSearchChoiceLabels.ts'
import { useSearchErrorText } from './useSearchErrorText.ts'

const useStyles = makeStyles({
  grid: { display: 'grid', gridTemplateColumns: '1fr 1fr', gap: tokens.spacingHorizontalM },
})

export interface AdvancedSearchDialogProps {
  open: boolean
  /** Owned by the search box, so what was typed survives closing and reopening the dialog. */
  form: SearchForm
  onFormChange: (form: SearchForm) => void
  onClose: () => void
  onSearch: (form: SearchForm) => SearchValidation
}

/** R-LAYOUT-5: the advanced search fields (folder: root or any but Drafts; date 1–7; size 1–3). */
export function AdvancedSearchDialog({
  open,
  form,
  onFormChange: setForm,
  onClose,
  onSearch,
}: AdvancedSearchDialogProps) {
  const styles = useStyles()
  const { t } = useLingui()
  const errorText = useSearchErrorText()
  const { folders } = useFolders(open)
  const [error, setError] = useState<string>()

  const { dates: dateLabels, sizes: sizeLabels } = useSearchChoiceLabels()
  const text = (field: keyof SearchForm, label: string) => (
    <Field label={label}>
      <Input
        maxLength={FULLTEXT_MAX_LENGTH}
        value={(form[field] as string | undefined) ?? ''}
        onChange={(_, data) => setForm({ ...form, [field]: data.value })}
      />
    </Field>
  )
  const submit = (event: FormEvent) => {
    event.preventDefault()
    event.stopPropagation()
    const result = onSearch(form)
    setError(result.ok ? undefined : errorText(result.error))
  }

  return (
    <Dialog open={open} onOpenChange={(_, data) => !data.open && onClose()}>
      <DialogSurface>
        <form onSubmit={submit}>
          <DialogBody>
            <DialogTitle>{t`高级搜索`}</DialogTitle>
            <DialogContent>
              {error && <MessageBar intent="error">{error}</MessageBar>}
              <div className={styles.grid}>
                {text('keyword', t`关键字`)}
                {text('subject', t`主题`)}
                {text('attach', t`附件`)}
                <Field label={t`文件夹`}>
                  <Select
                    value={form.folder ?? ''}
                    onChange={(_, d) => setForm({ ...form, folder: d.value })}
                  >
                    <option value="">{t`所有文件夹`}</option>
                    {folders
                      .filter((folder) => folder.raw_name !== 'Drafts')
                      .map((folder) => (
                        <option key={folder.raw_name} value={folder.raw_name}>
                          {folder.label || folder.name}
                        </option>
                      ))}
                  </Select>
                </Field>
                {text('sender', t`发件人`)}
                {text('recipient', t`收件人`)}
                <Field label={t`日期`}>
                  <Select
                    value={String(form.date ?? '')}
                    onChange={(_, d) =>
                      setForm({
                        ...form,
                        date: d.value ? (Number(d.value) as SearchDateChoice) : undefined,
                      })
                    }
                  >
                    <option value="">{t`不限`}</option>
                    {SEARCH_DATE_CHOICES.map((choice) => (
                      <option key={choice} value={choice}>
                        {dateLabels[choice]}
                      </option>
                    ))}
                  </Select>
                </Field>
                <Field label={t`大小`}>
                  <Select
                    value={String(form.size ?? '')}
                    onChange={(_, d) =>
                      setForm({
                        ...form,
                        size: d.value ? (Number(d.value) as SearchSizeChoice) : undefined,
                      })
                    }
                  >
                    <option value="">{t`不限`}</option>
                    {SEARCH_SIZE_CHOICES.map((choice) => (
                      <option key={choice} value={choice}>
                        {sizeLabels[choice]}
                      </option>
                    ))}
                  </Select>
                </Field>
              </div>
            </DialogContent>
            <DialogActions>
              <Button appearance="secondary" onClick={onClose}>
                {t`取消`}
              </Button>
              <Button appearance="primary" type="submit">
                {t`搜索`}
              </Button>
            </DialogActions>
          </DialogBody>
        </form>
      </DialogSurface>
    </Dialog>
  )
}
