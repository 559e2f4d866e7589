/**
 * Screen ↔ challenge coordinates. Challenges are drawn at their natural size but shrink with the
 * card on narrow screens; answers must be in the image's own pixels, which the server checks.
 */
import type { CSSProperties } from 'react'
import type { CaptchaChallenge } from '../../../../machines/captcha/index.ts'

export const clamp = (value: number, min: number, max: number): number =>
  Math.min(Math.max(value, min), max)

/** Rendered px per image px; 1 when nothing is laid out yet (jsdom, hidden). */
export function scaleOf(element: Element | null, naturalWidth: number): number {
  const width = element?.getBoundingClientRect().width ?? 0
  return width > 0 && naturalWidth > 0 ? width / naturalWidth : 1
}

/** A pointer position inside `element`, in image px. */
export function toImagePoint(
  element: Element,
  challenge: Pick<CaptchaChallenge, 'width' | 'height'>,
  clientX: number,
  clientY: number,
): { x: number; y: number } {
  const rect = element.getBoundingClientRect()
  const scale = scaleOf(element, challenge.width)
  return {
    x: clamp((clientX - rect.left) / scale, 0, challenge.width),
    y: clamp((clientY - rect.top) / scale, 0, challenge.height),
  }
}

/** Percent of the image, so overlays follow the image whatever size it is drawn at. */
export const pct = (value: number, whole: number): string =>
  `${whole > 0 ? (value / whole) * 100 : 0}%`

/** The stage keeps the challenge's aspect ratio and never grows past its natural width. */
export function stageStyle(challenge: Pick<CaptchaChallenge, 'width' | 'height'>): CSSProperties {
  return {
    maxWidth: `${challenge.width}px`,
    aspectRatio: `${challenge.width} / ${challenge.height}`,
  }
}
