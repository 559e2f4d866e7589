export interface MockServerCliOptions {
  help: boolean
  port: number
  host: string
  scenario: 'default' | 'empty' | 'large' | 'race'
  /** Mails in the race scenario's computed INBOX. */
  inboxSize?: number
  dataFile?: string
  serveDir?: string
  cors?: string
  control: boolean
}

/** The command line's options, checked; throws with a message for the user on a bad one. */
export function parseOptions(argv: string[]): MockServerCliOptions
