// The parts of a catalog (vite.catalog.ts): same shape as the whole catalog.
declare module '*.po?start' {
  import type { Messages } from '@lingui/core'
  export const messages: Messages
}
declare module '*.po?welcome' {
  import type { Messages } from '@lingui/core'
  export const messages: Messages
}
declare module '*.po?mail' {
  import type { Messages } from '@lingui/core'
  export const messages: Messages
}
