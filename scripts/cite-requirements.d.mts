// Types for cite-requirements.mjs, so tests (strict TS, no allowJs) can import it.

/** Rewrites spec citations into requirement ids; `left` counts the ones it could not place. */
export function convert(text: string): { text: string; converted: number; left: number }
