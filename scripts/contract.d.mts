export interface ContractCliOptions {
  baseUrl: string
  user?: string
  password?: string
  captchaAnswer?: string
  token?: string
  only?: string
  /** Also run the mutations, in self-cleaning sequences on scratch objects. */
  write: boolean
  report?: string
  junit?: string
}

/** The command line's options, checked; throws with a message for the user on a bad one. */
export function parseOptions(argv: string[]): ContractCliOptions
