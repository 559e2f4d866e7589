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
import { AutoFocusPlugin } from '@lexical/react/LexicalAutoFocusPlugin'
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
import type { EditorImageAlert } from '../../../../machines/compose/index.ts'
import { BodyReloadPlugin } from './BodyReloadPlugin.tsx'
import { $insertHtml, $loadHtml, $loadPlain } from './editorHtml.ts'
import { EditorToolbar } from './EditorToolbar.tsx'
import { ImageNode } from './ImageNode.tsx'
import { SignatureNode } from './SignatureNode.ts'
import { useEditorStyles } from './useEditorStyles.styles.ts'

export interface ComposeEditorProps {
  isHtml: boolean
  /** The body the editor starts from (read once, at mount). */
  html: string
  plain: string
  readOnly: boolean
  onChange: (html: string, plain: string) => void
  /** The editable's accessible name (default 'mail body'); the reader's quick reply sets its own. */
  label?: string
  /** The hint shown while it is empty (default 'please enter the mail content'). */
  placeholder?: string
  /** Focus the editor once it is mounted (the quick reply opens straight into typing). */
  autoFocus?: boolean
  /** Bumped when the body was rewritten from outside: the editor loads `html` / `plain` again. */
  version?: number
  /** The stationery's image behind the text (a URL checked by isStationerySrc). */
  background?: string | null
  /** Given: pictures may be inserted (rich mode); a refused or failed one is told here. */
  onImageAlert?: (alert: EditorImageAlert) => void
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

export function ComposeEditor({
  isHtml,
  html,
  plain,
  readOnly,
  onChange,
  label: ownLabel,
  placeholder: ownPlaceholder,
  autoFocus = false,
  version = 0,
  background = null,
  onImageAlert,
}: ComposeEditorProps) {
  const styles = useEditorStyles()
  const { t } = useLingui()
  const last = useRef({ html, plain })
  const config: InitialConfigType = {
    namespace: 'compose',
    nodes: isHtml
      ? [
          HeadingNode,
          QuoteNode,
          ListNode,
          ListItemNode,
          LinkNode,
          AutoLinkNode,
          SignatureNode,
          ImageNode,
        ]
      : [],
    theme: {
      quote: 'compose-quote',
      signature: styles.signature,
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
  const reload = (editor: LexicalEditor) => {
    if (isHtml) $loadHtml(editor, html)
    else $loadPlain(plain)
    // What the machine holds now: the next real edit is compared with it.
    last.current = { html, plain }
  }
  const label = ownLabel ?? t`邮件正文`
  const placeholder = ownPlaceholder ?? t`请输入邮件内容`
  const editable = (
    <ContentEditable
      className={mergeClasses(styles.editable, !isHtml && styles.plainEditable)}
      aria-label={label}
      aria-placeholder={placeholder}
      placeholder={<div className={styles.placeholder}>{placeholder}</div>}
    />
  )
  return (
    <LexicalComposer initialConfig={config}>
      <div className={styles.editor}>
        {isHtml && (
          <EditorToolbar disabled={readOnly} {...(onImageAlert ? { onImageAlert } : {})} />
        )}
        <div
          className={styles.editorArea}
          style={background ? { backgroundImage: `url("${background}")` } : undefined}
        >
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
      <BodyReloadPlugin version={version} load={reload} />
      {autoFocus && <AutoFocusPlugin />}
      <OnChangePlugin onChange={changed} ignoreSelectionChange />
    </LexicalComposer>
  )
}
