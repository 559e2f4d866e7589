/**
 * Pictures for the rich editor (R-VALID-17): checked first
 * (src/domain/compose/editorImage.ts), then POST /api/setting/upload-img/ (multipart `imgFile`,
 * R-CALL-9);
 * the answer's url goes into the editor. A refusal becomes a compose alert, never a toast: the
 * compose alert bar says it once.
 */
import { failureMessage, type EditorImageAlert } from '../../../../machines/compose/index.ts'
import { ownErrors } from '../../../api/client.ts'
import { api } from '../../../app/services.ts'
import { editorImageProblem } from '../../../domain/compose/index.ts'

export type EditorImageResult = { url: string } | { alert: EditorImageAlert }

/** The server's words: its first non_field_errors / detail, else its first imgFile error. */
function serverText(error: unknown): string | null {
  const general = failureMessage(error)
  if (general !== null) return general
  const field = (error as { imgFile?: unknown } | undefined)?.imgFile
  return Array.isArray(field) && typeof field[0] === 'string' ? field[0] : null
}

export async function uploadEditorImage(file: File): Promise<EditorImageResult> {
  const problem = editorImageProblem(file)
  if (problem) return { alert: { code: problem, params: { name: file.name } } }
  try {
    // A plain Blob copy: the environment's FormData may not take a File of another realm.
    const image = new Blob([await file.arrayBuffer()], { type: file.type })
    const { data, error } = await api().POST('/api/setting/upload-img/', {
      // The contract types the binary part as a string; the serializer puts the real Blob in.
      body: { imgFile: '' },
      bodySerializer: () => {
        const form = new FormData()
        form.set('imgFile', image, file.name)
        return form
      },
      middleware: [ownErrors],
    })
    if (data?.url) return { url: data.url }
    return { alert: { code: 'imageUploadFailed', params: { message: serverText(error) } } }
  } catch {
    // A dropped connection: the editor keeps everything, the alert says the picture is missing.
    return { alert: { code: 'imageUploadFailed', params: { message: null } } }
  }
}
