/**
 * A picture in the rich editor (issue 4 "Editor": inline images): an inline decorator node that
 * imports and exports as `<img src alt>`. Its source is what the image upload answered, or what
 * the (sanitised) pasted or quoted html held; the outgoing sanitiser decides what leaves.
 */
import {
  $applyNodeReplacement,
  DecoratorNode,
  type DOMConversionMap,
  type DOMExportOutput,
  type LexicalNode,
  type NodeKey,
  type SerializedLexicalNode,
  type Spread,
} from 'lexical'
import type { ReactElement } from 'react'

export type SerializedImageNode = Spread<{ src: string; alt: string }, SerializedLexicalNode>

export class ImageNode extends DecoratorNode<ReactElement> {
  __src: string
  __alt: string

  static override getType(): string {
    return 'compose-image'
  }

  static override clone(node: ImageNode): ImageNode {
    return new ImageNode(node.__src, node.__alt, node.__key)
  }

  constructor(src: string, alt: string, key?: NodeKey) {
    super(key)
    this.__src = src
    this.__alt = alt
  }

  static override importJSON(json: SerializedImageNode): ImageNode {
    return $createImageNode(json.src, json.alt)
  }

  override exportJSON(): SerializedImageNode {
    return { ...super.exportJSON(), src: this.__src, alt: this.__alt }
  }

  static override importDOM(): DOMConversionMap {
    return {
      img: () => ({
        conversion: (element) => {
          const src = element.getAttribute('src') ?? ''
          return {
            node: src === '' ? null : $createImageNode(src, element.getAttribute('alt') ?? ''),
          }
        },
        priority: 0,
      }),
    }
  }

  override exportDOM(): DOMExportOutput {
    const img = document.createElement('img')
    img.setAttribute('src', this.__src)
    img.setAttribute('alt', this.__alt)
    img.setAttribute('style', 'max-width: 100%')
    return { element: img }
  }

  override createDOM(): HTMLElement {
    return document.createElement('span')
  }

  override updateDOM(): false {
    return false
  }

  override isInline(): boolean {
    return true
  }

  override getTextContent(): string {
    return ''
  }

  override decorate(): ReactElement {
    return <img src={this.__src} alt={this.__alt} style={{ maxWidth: '100%' }} />
  }
}

export function $createImageNode(src: string, alt: string): ImageNode {
  return $applyNodeReplacement(new ImageNode(src, alt))
}

export function $isImageNode(node: LexicalNode | null | undefined): node is ImageNode {
  return node instanceof ImageNode
}
