/**
 * /setting/template's calls: listTemplates by pages of 5 (C-LIMIT-9 "template 5"),
 * createTemplate, updateTemplate and deleteTemplate.
 */
import type { components } from '../../../api/schema.gen.ts'
import { TEMPLATE_PAGE_SIZE } from '../../../domain/compose/index.ts'
import { itemCalls } from '../../common/forms/itemCalls.ts'
import { sameNames } from '../../common/forms/settingsCalls.ts'

export type TemplatePage = components['schemas']['TemplatePage']
export type Template = components['schemas']['Template']
export type TemplateInput = components['schemas']['TemplateInput']

export { TEMPLATE_PAGE_SIZE }

const calls = itemCalls('/api/setting/templates/', sameNames('caption', 'content'))

export const loadTemplatePage = (page: number, signal: AbortSignal): Promise<TemplatePage> =>
  calls.list(signal, { page, page_size: TEMPLATE_PAGE_SIZE })

export const saveTemplate = (
  id: number | null,
  body: TemplateInput,
  signal: AbortSignal,
): Promise<Template> => calls.save(id, body, signal)

export const deleteTemplate = (id: number, signal?: AbortSignal): Promise<void> =>
  calls.remove(id, signal)
