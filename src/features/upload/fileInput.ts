import type { UploadFileInput } from '../../../machines/upload/index.ts'

/** A picked or dropped File as the upload machine takes it. */
export function fileInputOf(file: File): UploadFileInput {
  return { name: file.name, size: file.size, type: file.type, data: file }
}
