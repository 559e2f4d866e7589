/**
 * Types of the SMTP relay's "verify" (C-TIME-14): the server logs in to the relay with what the
 * form holds, which takes 3 to 10 seconds.
 */

/** The form's fields as the verify call sends them; the machine only carries them. */
export type SmtpVerifyRequest = Record<string, unknown>

/** The server's answer (the contract's OperationResult). */
export interface SmtpVerifyAnswer {
  success: boolean
  message?: string
}

/**
 * - `refused`: the relay said no (its words in `message`);
 * - `timeout`: no answer in SMTP_VERIFY_TIMEOUT_MS;
 * - `lost`: the call itself failed (the client's toast says why).
 */
export type SmtpVerifyFailure = 'refused' | 'timeout' | 'lost'

export interface SmtpVerifyContext {
  /** Whole seconds since the verification started, for the progress text. */
  elapsed: number
  /** The server's words on a pass or a refusal. */
  message: string | null
  failure: SmtpVerifyFailure | null
}

export type SmtpVerifyEvent =
  | { type: 'verify.start'; request: SmtpVerifyRequest }
  | { type: 'verify.cancel' }
  /** A second passed while waiting (the secondTicker actor). */
  | { type: 'verify.tick' }
  /** A field changed: an earlier result no longer speaks for what the form holds. */
  | { type: 'verify.reset' }
