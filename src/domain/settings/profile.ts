/**
 * The profile form (R-VALID-1: profile name required, 1–35 characters) and the avatar picture
 * (decisions.md #155: the spec's image rule, C-LIMIT-6, JPG/GIF/PNG/BMP under 10 MB). Codes
 * only; src/domain/settings/messages.ts words them.
 */
import { IMAGE_UPLOAD_EXTENSIONS, IMAGE_UPLOAD_LIMIT_BYTES } from '../constants.ts'

export const PROFILE_NAME_MAX = 35

export interface ProfileValues {
  name: string
  english_name: string
  job_number: string
  phone: string
  homepage: string
}

export type ProfileError = 'nameRequired' | 'nameTooLong'

/** Every field is trimmed; what is sent is the trimmed values. */
export function trimProfile(values: ProfileValues): ProfileValues {
  return {
    name: values.name.trim(),
    english_name: values.english_name.trim(),
    job_number: values.job_number.trim(),
    phone: values.phone.trim(),
    homepage: values.homepage.trim(),
  }
}

export function validateProfile(
  values: ProfileValues,
): Partial<Record<keyof ProfileValues, ProfileError>> {
  const name = values.name.trim()
  // Characters, not UTF-16 units: 35 Chinese characters or emoji are 35.
  const length = [...name].length
  if (length === 0) return { name: 'nameRequired' }
  if (length > PROFILE_NAME_MAX) return { name: 'nameTooLong' }
  return {}
}

export type AvatarProblem = 'avatarType' | 'avatarSize'

/** The extensions the file input offers (the check below decides). */
export const AVATAR_ACCEPT = IMAGE_UPLOAD_EXTENSIONS.map((ext) => `.${ext}`).join(',')

/** Why `file` cannot be an avatar, or null. The type is judged by the name's extension. */
export function avatarProblem(file: { name: string; size: number }): AvatarProblem | null {
  const dot = file.name.lastIndexOf('.')
  const ext = dot < 0 ? '' : file.name.slice(dot + 1).toLowerCase()
  if (!(IMAGE_UPLOAD_EXTENSIONS as readonly string[]).includes(ext)) return 'avatarType'
  if (file.size === 0) return 'avatarType'
  if (file.size >= IMAGE_UPLOAD_LIMIT_BYTES) return 'avatarSize'
  return null
}

/** The side of the square the cropped avatar is drawn at before upload. */
export const AVATAR_SIZE_PX = 160
