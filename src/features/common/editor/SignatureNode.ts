/**
 * The signature block inside the editor: a container of ordinary paragraphs (the user may touch
 * them up) that reads and writes `<div data-compose-signature="<id>">`, so the mark the body
 * rules look for (src/domain/compose/signature.ts) survives every edit. Only a top-level block
 * is a signature: one quoted inside a reply is the original sender's and stays plain content.
 */
import {
  $applyNodeReplacement,
  addClassNamesToElement,
  ElementNode,
  type DOMConversionMap,
  type DOMConversionOutput,
  type DOMExportOutput,
  type EditorConfig,
  type LexicalUpdateJSON,
  type NodeKey,
  type SerializedElementNode,
  type Spread,
} from 'lexical'
import { SIGNATURE_ATTRIBUTE } from '../../../domain/compose/index.ts'

export type SerializedSignatureNode = Spread<{ signatureId: string }, SerializedElementNode>

export class SignatureNode extends ElementNode {
  __signatureId: string

  static override getType(): string {
    return 'compose-signature'
  }

  static override clone(node: SignatureNode): SignatureNode {
    return new SignatureNode(node.__signatureId, node.__key)
  }

  constructor(signatureId: string, key?: NodeKey) {
    super(key)
    this.__signatureId = signatureId
  }

  static override importJSON(json: SerializedSignatureNode): SignatureNode {
    return $createSignatureNode(json.signatureId).updateFromJSON(json)
  }

  override updateFromJSON(json: LexicalUpdateJSON<SerializedSignatureNode>): this {
    return super.updateFromJSON(json)
  }

  override exportJSON(): SerializedSignatureNode {
    return { ...super.exportJSON(), signatureId: this.getLatest().__signatureId }
  }

  override createDOM(config: EditorConfig): HTMLElement {
    const element = document.createElement('div')
    element.setAttribute(SIGNATURE_ATTRIBUTE, this.__signatureId)
    const className: unknown = config.theme.signature
    if (typeof className === 'string') addClassNamesToElement(element, className)
    return element
  }

  override updateDOM(previous: SignatureNode, element: HTMLElement): boolean {
    if (previous.__signatureId !== this.__signatureId)
      element.setAttribute(SIGNATURE_ATTRIBUTE, this.__signatureId)
    return false
  }

  static override importDOM(): DOMConversionMap {
    return {
      div: (element: HTMLElement) =>
        element.hasAttribute(SIGNATURE_ATTRIBUTE) && element.parentElement?.localName === 'body'
          ? { conversion: convertSignature, priority: 2 }
          : null,
    }
  }

  /** The mark alone: no editor class goes out with the mail. */
  override exportDOM(): DOMExportOutput {
    const element = document.createElement('div')
    element.setAttribute(SIGNATURE_ATTRIBUTE, this.__signatureId)
    return { element }
  }

  /** Holds paragraphs, like the root: Enter stays inside, Backspace does not merge out. */
  override isShadowRoot(): boolean {
    return true
  }

  /** Emptied, it goes. */
  override canBeEmpty(): boolean {
    return false
  }

  override canIndent(): boolean {
    return false
  }
}

function convertSignature(element: HTMLElement): DOMConversionOutput {
  return { node: $createSignatureNode(element.getAttribute(SIGNATURE_ATTRIBUTE) ?? '') }
}

export function $createSignatureNode(signatureId: string): SignatureNode {
  return $applyNodeReplacement(new SignatureNode(signatureId))
}
