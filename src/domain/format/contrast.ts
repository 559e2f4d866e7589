/**
 * WCAG 2.x contrast (https://www.w3.org/TR/WCAG21/#dfn-contrast-ratio) for colours the user
 * picks, such as a tag's: the text on them is black or white, whichever reads better (issue 17).
 */

/** Relative luminance of a #RRGGBB colour; null for anything else. */
export function relativeLuminance(hex: string): number | null {
  const match = /^#?([0-9a-f]{6})$/i.exec(hex.trim())
  if (!match) return null
  const value = Number.parseInt(match[1]!, 16)
  const [r, g, b] = [(value >> 16) & 0xff, (value >> 8) & 0xff, value & 0xff].map((channel) => {
    const c = channel / 255
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4
  })
  return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!
}

export function contrastRatio(a: string, b: string): number | null {
  const la = relativeLuminance(a)
  const lb = relativeLuminance(b)
  if (la === null || lb === null) return null
  return (Math.max(la, lb) + 0.05) / (Math.min(la, lb) + 0.05)
}

/** Black or white text on `background`, the one with the higher contrast (white if unknown). */
export function readableTextOn(background: string): '#000000' | '#ffffff' {
  const onWhite = contrastRatio(background, '#ffffff')
  const onBlack = contrastRatio(background, '#000000')
  if (onWhite === null || onBlack === null) return '#ffffff'
  return onBlack > onWhite ? '#000000' : '#ffffff'
}
