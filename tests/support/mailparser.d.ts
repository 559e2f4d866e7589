/** The part of mailparser's API the .eml oracle test uses (the package ships no types). */
declare module 'mailparser' {
  export interface EmailAddress {
    address?: string
    name: string
    group?: EmailAddress[]
  }
  export interface AddressObject {
    value: EmailAddress[]
    text: string
  }
  export interface ParsedAttachment {
    filename?: string
    contentType: string
    contentDisposition?: string
    size: number
    content: Uint8Array
    related?: boolean
    cid?: string
  }
  export interface ParsedMail {
    subject?: string
    from?: AddressObject
    to?: AddressObject | AddressObject[]
    cc?: AddressObject | AddressObject[]
    bcc?: AddressObject
    messageId?: string
    date?: Date
    /** Every text/plain part, and what it pastes into the body (named text, reports). */
    text?: string
    headers: Map<string, unknown>
    attachments: ParsedAttachment[]
  }
  export function simpleParser(
    source: Buffer | string,
    options?: Record<string, unknown>,
  ): Promise<ParsedMail>
}
