/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** 'true' in the demo bundle (fake backend in the browser), 'false' in the real-backend bundle. */
  readonly VITE_DEMO: 'true' | 'false'
}

declare module '*.po' {
  import type { Messages } from '@lingui/core'
  export const messages: Messages
}

/** A YAML file parsed at build time (vite.yaml.ts). */
declare module '*.yaml?parsed' {
  const document: unknown
  export default document
}

/** An OpenAPI document parsed at build time, each operation cut down to its routing (vite.yaml.ts). */
declare module '*.yaml?operations' {
  const document: unknown
  export default document
}
