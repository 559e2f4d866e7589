/**
 * The top-bar full-text search (R-LAYOUT-4): max 50 characters, searching by keyword,
 * subject or attachment content, or the advanced form. Results open in a search-result tab of the
 * mailbox: the search goes there in the query (the open folder, else INBOX), and the mailbox
 * screen turns it into a tab and takes it out of the URL.
 */
import {
  Button,
  Field,
  makeStyles,
  Menu,
  MenuItemRadio,
  MenuList,
  MenuPopover,
  MenuTrigger,
  SearchBox,
  tokens,
  Tooltip,
} from '@fluentui/react-components'
import { ChevronDownRegular, OptionsRegular } from '@fluentui/react-icons'
import { useLingui } from '@lingui/react/macro'
import { useNavigate, useParams } from '@tanstack/react-router'
import { lazy, Suspense, useState, type FormEvent } from 'react'
import {
  FULLTEXT_MAX_LENGTH,
  validateSearch,
  type SearchForm,
} from '../../domain/search/searchParams.ts'
import { useSearchErrorText } from './useSearchErrorText.ts'
import { SEARCH_TARGET } from '../shortcuts/searchTarget.ts'

// A chunk of its own (with Fluent's Dialog), fetched the first time the form is opened.
const AdvancedSearchDialog = lazy(() =>
  import('./AdvancedSearchDialog.tsx').then((module) => ({ default: module.AdvancedSearchDialog })),
)

type Mode = 'keyword' | 'subject' | 'attach'

const useStyles = makeStyles({
  form: { display: 'flex', alignItems: 'flex-start', gap: tokens.spacingHorizontalXS },
  box: { width: '200px' },
})

export function FullTextSearch() {
  const styles = useStyles()
  const { t } = useLingui()
  const navigate = useNavigate()
  // Searching from a folder keeps that folder's list behind the result tab.
  const { boxId = 'INBOX' } = useParams({ strict: false })
  const errorText = useSearchErrorText()
  const [mode, setMode] = useState<Mode>('keyword')
  const [text, setText] = useState('')
  const [error, setError] = useState<string>()
  // null until first opened: the dialog is not even loaded before.
  const [advancedOpen, setAdvancedOpen] = useState<boolean | null>(null)
  const [advancedForm, setAdvancedForm] = useState<SearchForm>({})
  const openAdvanced = () => {
    // What was typed in the box carries over, unless the form already has a keyword.
    setAdvancedForm((current) => (current.keyword ? current : { ...current, keyword: text }))
    setAdvancedOpen(true)
  }
  const modeLabels: Record<Mode, string> = {
    keyword: t`关键字`,
    subject: t`主题`,
    attach: t`附件包含`,
  }

  const run = (form: SearchForm): boolean => {
    const result = validateSearch(form)
    if (!result.ok) {
      setError(errorText(result.error))
      return false
    }
    setError(undefined)
    void navigate({
      to: '/mailbox/innerbox/$boxId',
      params: { boxId },
      search: (previous) => ({ view: previous.view, page: previous.page, ...result.params }),
    })
    return true
  }

  const onSubmit = (event: FormEvent) => {
    event.preventDefault()
    run({ [mode]: text })
  }

  return (
    <>
      <form className={styles.form} role="search" onSubmit={onSubmit}>
        <Menu
          checkedValues={{ mode: [mode] }}
          onCheckedValueChange={(_, d) => setMode(d.checkedItems[0] as Mode)}
        >
          <MenuTrigger disableButtonEnhancement>
            <Button
              appearance="subtle"
              icon={<ChevronDownRegular />}
              iconPosition="after"
              aria-label={t`搜索范围`}
            >
              {modeLabels[mode]}
            </Button>
          </MenuTrigger>
          <MenuPopover>
            <MenuList>
              {(Object.keys(modeLabels) as Mode[]).map((key) => (
                <MenuItemRadio key={key} name="mode" value={key}>
                  {modeLabels[key]}
                </MenuItemRadio>
              ))}
            </MenuList>
          </MenuPopover>
        </Menu>
        <Field validationMessage={error} validationState={error ? 'error' : 'none'}>
          <SearchBox
            className={styles.box}
            value={text}
            maxLength={FULLTEXT_MAX_LENGTH}
            placeholder={t`搜索邮件`}
            aria-label={t`搜索邮件`}
            {...{ [SEARCH_TARGET]: '' }}
            onChange={(_, data) => setText(data.value)}
          />
        </Field>
        <Tooltip content={t`高级搜索`} relationship="label">
          <Button
            appearance="subtle"
            icon={<OptionsRegular />}
            aria-label={t`高级搜索`}
            onClick={openAdvanced}
          />
        </Tooltip>
      </form>
      {advancedOpen !== null && (
        <Suspense fallback={null}>
          <AdvancedSearchDialog
            open={advancedOpen}
            form={advancedForm}
            onFormChange={setAdvancedForm}
            onClose={() => setAdvancedOpen(false)}
            onSearch={(form) => {
              if (run(form)) setAdvancedOpen(false)
              return validateSearch(form)
            }}
          />
        </Suspense>
      )}
    </>
  )
}
