/** Folder name rule (R-VALID-1): required, trimmed, 1 to 20 characters. */
import { FOLDER_NAME_MAX } from '../../../domain/constants.ts'

export type FolderNameError = 'required' | 'tooLong'

export type FolderNameCheck = { ok: true; name: string } | { ok: false; error: FolderNameError }

export function checkFolderName(raw: string): FolderNameCheck {
  const name = raw.trim()
  if (name === '') return { ok: false, error: 'required' }
  // Code points, so a rare CJK character or an emoji counts once.
  if (Array.from(name).length > FOLDER_NAME_MAX) return { ok: false, error: 'tooLong' }
  return { ok: true, name }
}
