/**
 * pptx with jszip: each slide, in the presentation's order, as its paragraphs of text (a:t runs
 * in document order, a:br as a line break) and its pictures (ppt/media parts the slide's rels
 * name, raster only). Read with patterns, not a DOM: workers have no DOMParser, and only a:p,
 * a:t, a:br and r:embed matter here.
 */
import JSZip from 'jszip'
import { rasterDataUrl } from './bytes.ts'
import type { SlidePreview } from './types.ts'

/** Slides shown; a longer deck's rest is left to the download. */
export const SLIDE_LIMIT = 200

const ENTITIES: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
}

function decodeXml(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|\w+);/gi, (whole, name: string) => {
    if (name[0] !== '#') return ENTITIES[name] ?? whole
    const code =
      name[1] === 'x' || name[1] === 'X' ? parseInt(name.slice(2), 16) : Number(name.slice(1))
    return Number.isFinite(code) && code <= 0x10ffff ? String.fromCodePoint(code) : whole
  })
}

/** Relationship id → target of a .rels part. */
function relationships(xml: string): Map<string, { target: string; type: string }> {
  const map = new Map<string, { target: string; type: string }>()
  for (const [tag] of xml.matchAll(/<Relationship\b[^>]*>/g)) {
    const id = /\bId="([^"]*)"/.exec(tag)?.[1]
    const target = /\bTarget="([^"]*)"/.exec(tag)?.[1]
    const type = /\bType="([^"]*)"/.exec(tag)?.[1] ?? ''
    if (id && target && !/\bTargetMode="External"/.test(tag)) {
      map.set(id, { target: decodeXml(target), type })
    }
  }
  return map
}

/** A rels target against the folder of the part that names it ("../media/a.png"). */
function resolvePart(folder: string, target: string): string {
  const parts = target.startsWith('/') ? [] : folder.split('/').filter(Boolean)
  for (const piece of target.split('/')) {
    if (piece === '..') parts.pop()
    else if (piece && piece !== '.') parts.push(piece)
  }
  return parts.join('/')
}

export function slideParagraphs(xml: string): string[] {
  const paragraphs: string[] = []
  for (const [, body = ''] of xml.matchAll(/<a:p\b[^>]*?(?:\/>|>([\s\S]*?)<\/a:p>)/g)) {
    let text = ''
    for (const [, run = '', isBreak] of body.matchAll(
      /<a:t(?:\s[^>]*)?>([\s\S]*?)<\/a:t>|(<a:br\b)/g,
    )) {
      text += isBreak ? '\n' : decodeXml(run)
    }
    if (text.trim() !== '') paragraphs.push(text)
  }
  return paragraphs
}

async function slideImages(zip: JSZip, slidePath: string, xml: string): Promise<string[]> {
  const folder = slidePath.slice(0, slidePath.lastIndexOf('/'))
  const name = slidePath.slice(slidePath.lastIndexOf('/') + 1)
  const relsXml = await zip.file(`${folder}/_rels/${name}.rels`)?.async('string')
  if (!relsXml) return []
  const rels = relationships(relsXml)
  const seen = new Set<string>()
  const images: string[] = []
  for (const [, id = ''] of xml.matchAll(/\br:embed="([^"]*)"/g)) {
    const rel = rels.get(id)
    if (!rel || !rel.type.endsWith('/image') || seen.has(id)) continue
    seen.add(id)
    const bytes = await zip.file(resolvePart(folder, rel.target))?.async('uint8array')
    const url = bytes ? rasterDataUrl(bytes) : null
    if (url) images.push(url)
  }
  return images
}

/** The slide parts in the order of presentation.xml's sldIdLst. Throws when it is no pptx. */
async function slideOrder(zip: JSZip): Promise<string[]> {
  const presentation = await zip.file('ppt/presentation.xml')?.async('string')
  const rels = await zip.file('ppt/_rels/presentation.xml.rels')?.async('string')
  if (presentation === undefined || rels === undefined) throw new Error('not a presentation')
  const targets = relationships(rels)
  const ids = [...presentation.matchAll(/<p:sldId\b[^>]*\br:id="([^"]*)"/g)].map((m) => m[1]!)
  return ids.flatMap((id) => {
    const target = targets.get(id)?.target
    return target ? [resolvePart('ppt', target)] : []
  })
}

export async function parsePptx(bytes: Uint8Array): Promise<SlidePreview[]> {
  const zip = await JSZip.loadAsync(bytes)
  const slides: SlidePreview[] = []
  for (const path of (await slideOrder(zip)).slice(0, SLIDE_LIMIT)) {
    const xml = await zip.file(path)?.async('string')
    if (xml === undefined) continue
    slides.push({ paragraphs: slideParagraphs(xml), images: await slideImages(zip, path, xml) })
  }
  return slides
}
