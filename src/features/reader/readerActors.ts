/**
 * The reader machine's real I/O (machines/reader/reader.actors.ts): getMessage and
 * decryptMessage through the app's client. Gone mail and refused passwords become ReaderIoError
 * codes; the reader shows those itself, so the middleware's toast is skipped for them.
 */
import { fromPromise } from 'xstate'
import {
  ReaderIoError,
  type DecryptMessageInput,
  type LoadMessageInput,
  type ReaderMail,
} from '../../../machines/reader/index.ts'
import { ownErrors } from '../../api/client.ts'
import { api } from '../../app/services.ts'
import { messageResponse } from '../common/messageRequest.ts'

export async function fetchMessage({ folder, uid, mode }: LoadMessageInput): Promise<ReaderMail> {
  // The click that opened the tab may already have asked (src/features/common/messageRequest.ts).
  const { data, error, response } = await messageResponse(folder, uid, mode)
  if (data) return data
  // A missing folder is the one 400 of this call; anything else was toasted by the middleware.
  if (response.status === 404) throw new ReaderIoError('notFound')
  if (response.status === 400) throw new ReaderIoError('folderMissing')
  throw new Error(`getMessage failed: ${response.status}`, { cause: error })
}

export async function decryptMail({
  folder,
  uid,
  password,
}: DecryptMessageInput): Promise<ReaderMail> {
  const { data, error, response } = await api().POST('/api/mail/messages/decrypt/', {
    body: { folder, uid, password },
    middleware: [ownErrors],
  })
  if (data) return data
  if (response.status === 400) throw new ReaderIoError('wrongPassword')
  throw new Error(`decryptMessage failed: ${response.status}`, { cause: error })
}

export const realReaderActors = {
  loadMessage: fromPromise<ReaderMail, LoadMessageInput>(({ input }) => fetchMessage(input)),
  decryptMessage: fromPromise<ReaderMail, DecryptMessageInput>(({ input }) => decryptMail(input)),
}
