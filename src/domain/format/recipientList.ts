const LIST_SEPARATORS = /[,;，；]/
const WHITESPACE = /\s+/

/**
 * Splits a typed or linked recipient list (init=composeMail&to=…) into entries: separators are
 * comma and semicolon, ASCII or full-width, and whitespace. An entry in the 'Name <address>' form
 * keeps its inner spaces, since the name part may contain them ("Zhang San <zs@corp.example>").
 * Empty entries are dropped; parsing, validation and de-duplication are the next step's job.
 */
export function splitRecipientList(text: string | null | undefined): string[] {
  return (text ?? '')
    .split(LIST_SEPARATORS)
    .flatMap((piece) => (/<[^>]*>/.test(piece) ? [piece.trim()] : piece.split(WHITESPACE)))
    .map((entry) => entry.trim())
    .filter((entry) => entry !== '')
}
