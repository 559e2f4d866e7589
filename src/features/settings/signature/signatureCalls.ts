/**
 * /setting/signature's calls: listSignatures (with the two defaults), createSignature,
 * updateSignature, deleteSignature and setDefaultSignatures. Refusals come back as a
 * SaveRejection under the form's field names (docs/forms.md).
 */
import type { components } from '../../../api/schema.gen.ts'
import { api } from '../../../app/services.ts'
import { itemCalls } from '../../common/forms/itemCalls.ts'
import { ownSaveErrors, rejectionOf, sameNames } from '../../common/forms/settingsCalls.ts'

export type SignatureList = components['schemas']['SignatureList']
export type Signature = components['schemas']['Signature']
export type SignatureInput = components['schemas']['SignatureInput']
export type SignatureDefaults = components['schemas']['SignatureDefaults']

const calls = itemCalls('/api/setting/signatures/', sameNames('caption', 'content'))

export const loadSignatures = (signal: AbortSignal): Promise<SignatureList> => calls.list(signal)

/** Creates it (no id) or updates it. */
export const saveSignature = (
  id: number | null,
  body: SignatureInput,
  signal: AbortSignal,
): Promise<Signature> => calls.save(id, body, signal)

/** The defaults' answer is not the list: the page refreshes it after "saved". */
export async function saveDefaults(
  body: SignatureDefaults,
  signal: AbortSignal,
): Promise<undefined> {
  const { data, error } = await api().PUT('/api/setting/signatures/default/', {
    body,
    signal,
    ...ownSaveErrors,
  })
  if (data) return undefined
  throw rejectionOf(error, sameNames('default_new', 'default_reply'))
}

export const deleteSignature = (id: number, signal?: AbortSignal): Promise<void> =>
  calls.remove(id, signal)
