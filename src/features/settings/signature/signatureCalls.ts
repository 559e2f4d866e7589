/**
 * /setting/signature's calls: listSignatures (with the two defaults), createSignature,
 * updateSignature, deleteSignature and setDefaultSignatures. Refusals come back as a
 * SaveRejection under the form's field names (docs/forms.md).
 */
import type { components } from '../../../api/schema.gen.ts'
import { api } from '../../../app/services.ts'
import { fail, ownSaveErrors, rejectionOf, sameNames } from '../../common/forms/settingsCalls.ts'

export type SignatureList = components['schemas']['SignatureList']
export type Signature = components['schemas']['Signature']
export type SignatureInput = components['schemas']['SignatureInput']
export type SignatureDefaults = components['schemas']['SignatureDefaults']

export async function loadSignatures(signal: AbortSignal): Promise<SignatureList> {
  const { data, error } = await api().GET('/api/setting/signatures/', { signal })
  return data ?? fail(error)
}

const FIELDS = sameNames('caption', 'content')

/** Creates it (no id) or updates it. */
export async function saveSignature(
  id: number | null,
  body: SignatureInput,
  signal: AbortSignal,
): Promise<Signature> {
  const { data, error } =
    id === null
      ? await api().POST('/api/setting/signatures/', { body, signal, ...ownSaveErrors })
      : await api().PUT('/api/setting/signatures/{id}/', {
          params: { path: { id } },
          body,
          signal,
          ...ownSaveErrors,
        })
  if (data) return data
  throw rejectionOf(error, FIELDS)
}

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

export async function deleteSignature(id: number, signal?: AbortSignal): Promise<void> {
  const { error, response } = await api().DELETE('/api/setting/signatures/{id}/', {
    params: { path: { id } },
    signal,
  })
  if (!response.ok) fail(error)
}
