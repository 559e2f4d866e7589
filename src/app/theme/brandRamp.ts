/** A skin's 16-step Fluent brand ramp from its one colour (src/app/theme/skins.ts). */
import type { BrandVariants } from '@fluentui/react-components'

function hexToRgb(hex: string): [number, number, number] {
  const value = Number.parseInt(hex.slice(1), 16)
  return [(value >> 16) & 255, (value >> 8) & 255, value & 255]
}

function rgbToHex([r, g, b]: [number, number, number]): string {
  return `#${[r, g, b].map((c) => Math.round(c).toString(16).padStart(2, '0')).join('')}`
}

function mix(a: [number, number, number], b: [number, number, number], amount: number) {
  return a.map((c, i) => c + (b[i]! - c) * amount) as [number, number, number]
}

/** Brand ramp with shade 80 = the skin colour, darker below and lighter above (Fluent's layout). */
export function brandRamp(hex: string): BrandVariants {
  const base = hexToRgb(hex)
  const black: [number, number, number] = [0, 0, 0]
  const white: [number, number, number] = [255, 255, 255]
  const steps = [10, 20, 30, 40, 50, 60, 70, 80, 90, 100, 110, 120, 130, 140, 150, 160] as const
  const ramp = {} as Record<(typeof steps)[number], string>
  for (const step of steps) {
    const colour =
      step <= 80
        ? mix(base, black, ((80 - step) / 70) * 0.85)
        : mix(base, white, ((step - 80) / 80) * 0.9)
    ramp[step] = rgbToHex(colour)
  }
  return ramp
}
