/**
 * HTML in and out of the compose editor. Everything that enters (a source mail's body, a paste
 * from Word or the web) goes through the reader's mail sanitiser first; style sheets are dropped
 * because the editor would read them as text. The plain-text form of a body is the editor's own
 * text content; going from text back to html keeps the lines as paragraphs.
 */
import { $generateNodesFromDOM } from '@lexical/html'
import {
  $createLineBreakNode,
  $createParagraphNode,
  $createTextNode,
  $getRoot,
  $insertNodes,
  type LexicalEditor,
} from 'lexical'
import { sanitizeMail } from '../mailHtml/sanitizeMail.ts'

/** A clean DOM of untrusted html, without <style> blocks. */
export function cleanDom(html: string): Document {
  const clean = sanitizeMail(html, { allowRemote: true }).html
  const dom = new DOMParser().parseFromString(clean, 'text/html')
  dom.querySelectorAll('style').forEach((style) => style.remove())
  return dom
}

/** Inserts untrusted html at the selection (inside editor.update). */
export function $insertHtml(editor: LexicalEditor, html: string): void {
  $insertNodes($generateNodesFromDOM(editor, cleanDom(html)))
}

/** The editor's content from html (inside editor.update / as the initial state). */
export function $loadHtml(editor: LexicalEditor, html: string): void {
  const root = $getRoot()
  root.clear()
  if (html.trim() === '') return
  root.select()
  $insertHtml(editor, html)
}

/** Plain text as paragraphs of lines (plain mode, and text → html). */
export function $loadPlain(text: string): void {
  const root = $getRoot()
  root.clear()
  const paragraph = $createParagraphNode()
  text.split('\n').forEach((line, index) => {
    if (index > 0) paragraph.append($createLineBreakNode())
    if (line !== '') paragraph.append($createTextNode(line))
  })
  root.append(paragraph)
}

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' }

/** A plain body as html paragraphs (text → html keeps every line). */
export function plainToHtml(text: string): string {
  if (text === '') return ''
  return text
    .split('\n')
    .map((line) => `<p>${line.replace(/[&<>"]/g, (c) => ESCAPES[c] ?? c) || '<br>'}</p>`)
    .join('')
}
