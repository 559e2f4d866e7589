/** Pure rules of the upload queue: refusals, chunk arithmetic, capacity bookkeeping. */
import type {
  UploadContext,
  UploadEntry,
  UploadFileInput,
  UploadRejection,
  UploadRules,
} from './upload.types.ts'

export const DEFAULT_RULES: UploadRules = {
  allowedExt: null,
  excludeExt: [],
  rejectDuplicateNames: false,
  existingNames: [],
}

/** Lower-case extension without the dot; '' when the name has none. */
export function extensionOf(name: string): string {
  const dot = name.lastIndexOf('.')
  return dot <= 0 ? '' : name.slice(dot + 1).toLowerCase()
}

export function totalChunks(size: number, chunkSize: number): number {
  return Math.max(1, Math.ceil(size / chunkSize))
}

/** Byte length of chunk `n` (1-based): the last one is short. */
export function chunkBytes(n: number, size: number, chunkSize: number): number {
  return Math.max(0, Math.min(chunkSize, size - (n - 1) * chunkSize))
}

/** Files that still count against the capacity: neither done (the server counts those) nor failed. */
export function reservedBytes(entries: readonly UploadEntry[]): number {
  return entries
    .filter((e) => e.status !== 'success' && e.status !== 'failed')
    .reduce((sum, e) => sum + e.size, 0)
}

/**
 * The first rule `file` breaks, in the order the user most needs to hear about: an empty file,
 * a forbidden or unexpected type, a name already present, then the capacity. null = accepted.
 */
export function rejectionOf(
  file: UploadFileInput,
  context: Pick<UploadContext, 'rules' | 'entries' | 'capacityLeft'>,
): UploadRejection | null {
  const { rules } = context
  const ext = extensionOf(file.name)
  // R-VALID-18, R-VALID-19
  if (file.size <= 0) return 'empty'
  if (rules.excludeExt.includes(ext)) return 'excludedExt'
  if (rules.allowedExt && !rules.allowedExt.includes(ext)) return 'wrongType'
  if (
    rules.rejectDuplicateNames &&
    (context.entries.some((e) => e.name === file.name) || rules.existingNames.includes(file.name))
  ) {
    return 'duplicate'
  }
  // R-VALID-19, M-ERR-19: only a finite capacity (total above 0) can be exceeded.
  if (context.capacityLeft !== null && file.size > context.capacityLeft) return 'overCapacity'
  return null
}

/**
 * The text a failure carries from the server, if any: actors reject with `{ serverMessage }`
 * for a refusal the user should read (a network error has none, and shows the code's text).
 */
export function serverMessage(error: unknown): string | undefined {
  if (typeof error === 'object' && error !== null && 'serverMessage' in error) {
    const { serverMessage: text } = error as { serverMessage: unknown }
    if (typeof text === 'string' && text !== '') return text
  }
  return undefined
}
