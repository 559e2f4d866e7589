/**
 * The mail body (issue 4 "Editor"): Lexical in rich or plain mode, at least 260 px high. It starts
 * from the form's body and reports every change as html + plain text (plain text is the editor's
 * text content, so both always agree). Pasted html goes through the mail sanitiser. The parent
 * keys it by mode: switching rich ↔ plain starts a fresh editor from the converted form.
 */
import { mergeClasses } from '@fluentui/react-components'
import { $generateHtmlFromNodes } from '@lexical/html'
import { AutoLinkNode, LinkNode } from '@lexical/link'
import { ListItemNode, ListNode } from '@lexical/list'
import { LexicalComposer, type InitialConfigType } from '@lexical/react/LexicalComposer'
import { useLexicalComposerContext } from '@lexical/react/LexicalComposerContext'
import { ContentEditable } from '@lexical/react/LexicalContentEditable'
import { LexicalErrorBoundary } from '@lexical/react/LexicalErrorBoundary'
import { HistoryPlugin } from '@lexical/react/LexicalHistoryPlugin'
import { LinkPlugin } from '@lexical/react/LexicalLinkPlugin'
import { ListPlugin } from '@lexical/react/LexicalListPlugin'
import { OnChangePlugin } from '@lexical/react/LexicalOnChangePlugin'
import { PlainTextPlugin } from '@lexical/react/LexicalPlainTextPlugin'
import { RichTextPlugin } from '@lexical/react/LexicalRichTextPlugin'
import { HeadingNode, QuoteNode } from '@lexical/rich-text'
import { useLingui } from '@lingui/react/macro'
import {
  $getRoot,
  COMMAND_PRIORITY_HIGH,
  PASTE_COMMAND,
  type EditorState,
  type LexicalEditor,
} from 'lexical'
import { useEffect, useRef } from 'react'
import { $insertHtml, $loadHtml, $loadPlain } from './editorHtml.ts'
import { EditorToolbar } from './EditorToolbar.tsx'
import { useComposeStyles } from './useComposeStyles.styles.ts'

export interface ComposeEditorProps {
  isHtml: boolean
  /** The body the editor starts from (read once, at mount). */
  html: string
  plain: string
  readOnly: boolean
  onChange: (html: string, plain: string) => void
}

const SAFE_LINK = /^(https?:|mailto:)/i

/** Pasted html is sanitised before Lexical imports it; plain-text pastes keep the default path. */
function SanitisedPastePlugin() {
  const [editor] = useLexicalComposerContext()
  useEffect(
    () =>
      editor.registerCommand(
        PASTE_COMMAND,
        (event) => {
          const html = 'clipboardData' in event ? event.clipboardData?.getData('text/html') : ''
          if (!html) return false
          event.preventDefault()
          editor.update(() => $insertHtml(editor, html))
          return true
        },
        COMMAND_PRIORITY_HIGH,
      ),
    [editor],
  )
  return null
}

function ReadOnlyPlugin({ readOnly }: { readOnly: boolean }) {
  const [editor] = useLexicalComposerContext()
  useEffect(() => editor.setEditable(!readOnly), [editor, readOnly])
  return null
}

export function ComposeEditor({ isHtml, html, plain, readOnly, onChange }: ComposeEditorProps) {
  const styles = useComposeStyles()
  const { t } = useLingui()
  const last = useRef({ html, plain })
  const config: InitialConfigType = {
    namespace: 'compose',
    nodes: isHtml ? [HeadingNode, QuoteNode, ListNode, ListItemNode, LinkNode, AutoLinkNode] : [],
    theme: {
      quote: 'compose-quote',
      text: {
        bold: styles.bold,
        italic: styles.italic,
        underline: styles.underline,
        strikethrough: styles.strike,
      },
    },
    onError: (error) => console.error(error),
    editorState: (editor: LexicalEditor) => (isHtml ? $loadHtml(editor, html) : $loadPlain(plain)),
  }
  const changed = (state: EditorState, editor: LexicalEditor) =>
    state.read(() => {
      const next = {
        plain: $getRoot().getTextContent(),
        html: isHtml ? $generateHtmlFromNodes(editor, null) : '',
      }
      // Selection moves and the initial load are not edits: the draft stays clean.
      if (next.plain === last.current.plain && next.html === last.current.html) return
      last.current = next
      onChange(next.html, next.plain)
    })
  const label = t`邮件正文`
  const editable = (
    <ContentEditable
      className={mergeClasses(styles.editable, !isHtml && styles.plainEditable)}
      aria-label={label}
      aria-placeholder={t`请输入邮件内容`}
      placeholder={<div className={styles.placeholder}>{t`请输入邮件内容`}</div>}
    />
  )
  return (
    <LexicalComposer initialConfig={config}>
      <div className={styles.editor}>
        {isHtml && <EditorToolbar disabled={readOnly} />}
        <div className={styles.editorArea}>
          {isHtml ? (
            <RichTextPlugin contentEditable={editable} ErrorBoundary={LexicalErrorBoundary} />
          ) : (
            <PlainTextPlugin contentEditable={editable} ErrorBoundary={LexicalErrorBoundary} />
          )}
        </div>
      </div>
      <HistoryPlugin />
      {isHtml && <ListPlugin />}
      {isHtml && <LinkPlugin validateUrl={(url) => SAFE_LINK.test(url)} />}
      {isHtml && <SanitisedPastePlugin />}
      <ReadOnlyPlugin readOnly={readOnly} />
      <OnChangePlugin onChange={changed} ignoreSelectionChange />
    </LexicalComposer>
  )
}
