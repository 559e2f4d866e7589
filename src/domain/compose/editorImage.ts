/**
 * Images inserted in the editor (R-VALID-17: JPG, GIF, PNG or BMP, under C-LIMIT-6; M-ERR-8
 * compose alerts 'image size', 'image type'): checked
 * before the upload, so a refused file never leaves the browser.
 */
import { IMAGE_UPLOAD_EXTENSIONS, IMAGE_UPLOAD_LIMIT_BYTES } from '../constants.ts'

export type EditorImageProblem = 'imageType' | 'imageSize'

/** The extensions the file input offers (the check below is what decides). */
export const EDITOR_IMAGE_ACCEPT = IMAGE_UPLOAD_EXTENSIONS.map((ext) => `.${ext}`).join(',')

/** Why `file` may not go into the editor, or null. The type is judged by the name's extension. */
export function editorImageProblem(file: {
  name: string
  size: number
}): EditorImageProblem | null {
  const dot = file.name.lastIndexOf('.')
  const ext = dot < 0 ? '' : file.name.slice(dot + 1).toLowerCase()
  if (!(IMAGE_UPLOAD_EXTENSIONS as readonly string[]).includes(ext)) return 'imageType'
  // "Under 10MB": exactly 10485760 bytes is already too big; an empty file is no image.
  if (file.size >= IMAGE_UPLOAD_LIMIT_BYTES) return 'imageSize'
  if (file.size === 0) return 'imageType'
  return null
}
