/**
 * uploadAttachment: one compose attachment in one multipart request, for a client that does not
 * use the chunked upload (this client always does; backend teams and the contract kit call it).
 * The file lands where a chunked `attach` upload does, in the transit area with a month's expiry,
 * and its id goes into a send form's `attachments` like any uploaded file. Over 30M (C-LIMIT-7)
 * it is refused: such a file goes as an online attachment, by the chunked upload.
 */
import type { components } from '../../src/api/schema.gen.ts'
import { ONLINE_ATTACHMENT_SUGGEST_BYTES } from '../../src/domain/constants.ts'
import { checkWriteAuth } from './mailCommon.ts'
import { http } from './http.ts'
import { fileTarget, refuseFileTarget } from './upload.targets.ts'
import { refuseUpload } from './upload.texts.ts'

type FinishRequest = components['schemas']['UploadFinishRequest']

export const attachmentUploadHandlers = [
  http.post('/api/attachment/upload/', async ({ request, cookies, response }) => {
    const auth = await checkWriteAuth(request, cookies)
    if (auth instanceof Response) return response.untyped(auth)
    const form = await request.formData().catch(() => null)
    const field = form?.get('file')
    // A File from whichever runtime parsed the form (browser, undici): read by shape.
    if (typeof field !== 'object' || field === null || !('arrayBuffer' in field)) {
      return response.untyped(refuseUpload('noFile', auth.lang))
    }
    const file = field as File
    if (file.size === 0) return response.untyped(refuseUpload('emptyFile', auth.lang))
    if (file.size > ONLINE_ATTACHMENT_SUGGEST_BYTES) {
      return response.untyped(refuseUpload('overThirtyMegabytes', auth.lang))
    }
    const name = file.name || 'attachment'
    const finish = {
      upload_type: 'attach',
      file_name: name,
      file_type: file.type,
    } as FinishRequest
    const refusal = refuseFileTarget(finish, auth, auth.lang)
    if (refusal) return response.untyped(refusal)
    const bytes = new Uint8Array(await file.arrayBuffer())
    const filed = await fileTarget(finish, auth, bytes)
    return response(200).json({ id: filed.id, name: filed.name, size: filed.size, sid: '' })
  }),
]
