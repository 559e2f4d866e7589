/** /setting/user's calls: getProfile, updateProfile (waits for audit) and uploadAvatar. */
import type { components } from '../../../api/schema.gen.ts'
import { api } from '../../../app/services.ts'
import type { ProfileValues } from '../../../domain/settings/index.ts'
import { fail, ownSaveErrors, rejectionOf, sameNames } from '../../common/forms/settingsCalls.ts'

export type Profile = components['schemas']['Profile']

export async function loadProfile(signal: AbortSignal): Promise<Profile> {
  const { data, error } = await api().GET('/api/setting/user/', { signal })
  return data ?? fail(error)
}

const FIELDS = sameNames('name', 'english_name', 'job_number', 'phone', 'homepage')

export async function saveProfile(body: ProfileValues, signal: AbortSignal): Promise<Profile> {
  const { data, error } = await api().PUT('/api/setting/user/', { body, signal, ...ownSaveErrors })
  if (data) return data
  throw rejectionOf(error, FIELDS)
}

/** Resolves with the stored picture's url; rejects with the server's text (or null). */
export async function uploadAvatar(image: Blob, name: string): Promise<string> {
  const { data, error } = await api().POST('/api/setting/user/avatar/', {
    // The contract types the binary part as a string; the serializer puts the real Blob in.
    body: { file: '' },
    bodySerializer: () => {
      const form = new FormData()
      form.set('file', image, name)
      return form
    },
    ...ownSaveErrors,
  })
  if (data?.url) return data.url
  const rejection = rejectionOf(error, { file: 'file' })
  throw rejection instanceof Error ? null : (rejection.fields?.file ?? rejection.message ?? null)
}
