/**
 * /setting/template's calls: listTemplates by pages of 5 (C-LIMIT-9 "template 5"),
 * createTemplate, updateTemplate and deleteTemplate.
 */
import type { components } from '../../../api/schema.gen.ts'
import { api } from '../../../app/services.ts'
import { TEMPLATE_PAGE_SIZE } from '../../../domain/compose/index.ts'
import { fail, ownSaveErrors, rejectionOf, sameNames } from '../../common/forms/settingsCalls.ts'

export type TemplatePage = components['schemas']['TemplatePage']
export type Template = components['schemas']['Template']
export type TemplateInput = components['schemas']['TemplateInput']

export { TEMPLATE_PAGE_SIZE }

export async function loadTemplatePage(page: number, signal: AbortSignal): Promise<TemplatePage> {
  const { data, error } = await api().GET('/api/setting/templates/', {
    params: { query: { page, page_size: TEMPLATE_PAGE_SIZE } },
    signal,
  })
  return data ?? fail(error)
}

const FIELDS = sameNames('caption', 'content')

export async function saveTemplate(
  id: number | null,
  body: TemplateInput,
  signal: AbortSignal,
): Promise<Template> {
  const { data, error } =
    id === null
      ? await api().POST('/api/setting/templates/', { body, signal, ...ownSaveErrors })
      : await api().PUT('/api/setting/templates/{id}/', {
          params: { path: { id } },
          body,
          signal,
          ...ownSaveErrors,
        })
  if (data) return data
  throw rejectionOf(error, FIELDS)
}

export async function deleteTemplate(id: number, signal?: AbortSignal): Promise<void> {
  const { error, response } = await api().DELETE('/api/setting/templates/{id}/', {
    params: { path: { id } },
    signal,
  })
  if (!response.ok) fail(error)
}
