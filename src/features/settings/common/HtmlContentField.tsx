/**
 * An html content field of a settings form (signature, template): the mail editor of compose
 * with its toolbar (common/editor), loaded on demand so Lexical stays out of the settings
 * area's first chunk. What it starts from and what is pasted go through the mail sanitiser, as
 * in compose.
 */
import { Field, FieldContextProvider, Spinner } from '@fluentui/react-components'
import { useLingui } from '@lingui/react/macro'
import { lazy, Suspense } from 'react'

const ComposeEditor = lazy(() =>
  import('../../common/editor/ComposeEditor.tsx').then((m) => ({ default: m.ComposeEditor })),
)

export function HtmlContentField({
  label,
  placeholder,
  html,
  error,
  readOnly,
  onChange,
}: {
  label: string
  placeholder: string
  /** The html it starts from (read once, when it mounts). */
  html: string
  error: string | undefined
  readOnly: boolean
  onChange: (html: string) => void
}) {
  const { t } = useLingui()
  return (
    <Field
      label={label}
      required
      validationState={error ? 'error' : 'none'}
      validationMessage={error}
    >
      {/* The field's error state is for the content, not for the toolbar's own controls. */}
      <FieldContextProvider value={undefined}>
        <Suspense fallback={<Spinner size="small" label={t`正在加载编辑器…`} />}>
          <ComposeEditor
            isHtml
            html={html}
            plain=""
            readOnly={readOnly}
            label={label}
            placeholder={placeholder}
            onChange={(next) => onChange(next)}
          />
        </Suspense>
      </FieldContextProvider>
    </Field>
  )
}
