/**
 * The grants of a company-disk folder (netdisk family of openapi.yaml), the disk administrator's
 * calls: list, grant (granting a department or member again changes its level), revoke; and the
 * organisation's members to pick from (the directory's oab members, which carry the integer id
 * a member grant names).
 */
import type { components } from '../../../api/schema.gen.ts'
import { api } from '../../../app/services.ts'
import { fail, ownSaveErrors, rejectionOf } from '../../common/forms/settingsCalls.ts'

export type Grant = components['schemas']['DiskPermission']
export type GrantInput = components['schemas']['DiskPermissionInput']
export type GrantLevel = components['schemas']['DiskPermissionLevel']
export type OrgMember = components['schemas']['OrgMember']

/** Weakest first, as the level menu lists them. */
export const GRANT_LEVELS: readonly GrantLevel[] = [
  'download',
  'upload',
  'upload_download',
  'manage',
  'all',
]

export async function loadGrants(folderId: number): Promise<Grant[]> {
  const { data, error } = await api().GET('/api/netdisk/permissions/', {
    params: { query: { folder_id: folderId } },
  })
  return data ?? fail(error)
}

/** Rejects with the server's words (SaveRejection) or an Error. */
export async function saveGrant(input: GrantInput): Promise<Grant> {
  const { data, error } = await api().POST('/api/netdisk/permissions/', {
    body: input,
    ...ownSaveErrors,
  })
  if (data === undefined) throw rejectionOf(error, {})
  return data
}

export async function revokeGrant(id: number): Promise<void> {
  const { error, response } = await api().DELETE('/api/netdisk/permissions/{id}/', {
    params: { path: { id } },
    ...ownSaveErrors,
  })
  if (error !== undefined || !response.ok) throw rejectionOf(error, {})
}

/** Members of a department and its sub-departments (null = everyone), by name or address. */
export async function loadMembers(
  departmentId: number | null,
  search: string,
): Promise<OrgMember[]> {
  const { data, error } = await api().GET('/api/contact/departments/members/', {
    params: {
      query: {
        page: 1,
        page_size: 50,
        ...(departmentId !== null ? { dept_id: departmentId } : {}),
        ...(search ? { search } : {}),
      },
    },
  })
  return data?.results ?? fail(error)
}

/** The text of a refusal for the dialog's message bar; null for a lost request. */
export function refusalText(failure: unknown): string | null {
  return failure instanceof Error
    ? null
    : ((failure as { message?: string | null }).message ?? null)
}
