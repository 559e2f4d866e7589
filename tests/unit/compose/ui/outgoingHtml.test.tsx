/**
 * The marks compose puts into the body survive the way out: the editor reads and writes the
 * signature block (only a top-level one; a quoted signature stays the original's content), the
 * outgoing sanitiser keeps `data-compose-signature`, and the stationery container is rebuilt
 * around the sanitised body with its image URL untouched.
 */
import { $generateHtmlFromNodes } from '@lexical/html'
import { ListItemNode, ListNode } from '@lexical/list'
import { HeadingNode, QuoteNode } from '@lexical/rich-text'
import { createEditor } from 'lexical'
import { describe, expect, it } from 'vitest'
import { signatureIdIn, wrapStationery } from '../../../../src/domain/compose/index.ts'
import { outgoingHtml } from '../../../../src/features/compose/composeActors.ts'
import { $loadHtml } from '../../../../src/features/common/editor/editorHtml.ts'
import { SignatureNode } from '../../../../src/features/common/editor/SignatureNode.ts'
import { sanitizeMail } from '../../../../src/features/common/mailHtml/sanitizeMail.ts'

/** The html the compose editor makes of `html` once loaded. */
function throughEditor(html: string): string {
  const editor = createEditor({
    namespace: 'test',
    nodes: [HeadingNode, QuoteNode, ListNode, ListItemNode, SignatureNode],
    onError: (error) => {
      throw error
    },
  })
  editor.update(() => $loadHtml(editor, html), { discrete: true })
  return editor.getEditorState().read(() => $generateHtmlFromNodes(editor, null))
}

const SIGNED =
  '<p><br></p><div data-compose-signature="2"><p>Best regards,</p><p>王小明<br>Huayu</p></div>'

describe('the signature mark', () => {
  it('goes through the editor as one block, with its id and its lines', () => {
    const html = throughEditor(SIGNED)
    expect(signatureIdIn(html)).toBe(2)
    expect(html.match(/data-compose-signature/g)).toHaveLength(1)
    const block = new DOMParser()
      .parseFromString(html, 'text/html')
      .querySelector('[data-compose-signature]')
    expect(block?.textContent).toContain('Best regards,')
    expect(block?.textContent).toContain('王小明')
    // The editor's own class for it does not go out.
    expect(block?.getAttribute('class')).toBeNull()
  })

  it('gives loose text inside the block paragraphs', () => {
    const html = throughEditor('<div data-compose-signature="4">— 王小明<br>Huayu</div>')
    expect(html).toMatch(/^<div data-compose-signature="4"><p[^>]*>/)
  })

  it("leaves a quoted original's signature as plain content", () => {
    const html = throughEditor(
      `${SIGNED}<blockquote><div data-compose-signature="9">陈静</div></blockquote>`,
    )
    expect(html.match(/data-compose-signature/g)).toHaveLength(1)
    expect(html).toContain('陈静')
  })

  it('is kept by the sanitiser (a data attribute means nothing to a reader)', () => {
    expect(sanitizeMail(SIGNED, { allowRemote: true }).html).toContain(
      '<div data-compose-signature="2">',
    )
    expect(signatureIdIn(outgoingHtml(SIGNED))).toBe(2)
  })
})

describe('outgoing html', () => {
  const paper = { id: 5, src: 'http://127.0.0.1:4173/demo/stationery-5.svg' }

  it('sanitises the body inside the stationery and rebuilds the container as it was', () => {
    const dirty = wrapStationery(`${SIGNED}<p onclick="x()">hi<script>alert(1)</script></p>`, paper)
    const sent = outgoingHtml(dirty)
    expect(sent).toBe(wrapStationery(`${SIGNED}<p>hi</p>`, paper))
    // The sanitiser alone would have moved the image to https.
    expect(sanitizeMail(dirty, { allowRemote: true }).html).toContain('https://127.0.0.1:4173')
  })

  it('an empty body stays empty', () => {
    expect(outgoingHtml('  ')).toBe('')
  })
})
