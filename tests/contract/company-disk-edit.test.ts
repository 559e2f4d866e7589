/**
 * renameCompanyItem and moveCompanyItems on the fake backend (decisions.md #303), every answer
 * checked against openapi.yaml by tests/support/server.ts: manage or all on the folder holding
 * an item, and for a move on the target as well; 403 with the company disk's message otherwise,
 * all or nothing; the personal disk's name and "into itself" rules.
 */
import { beforeEach, describe, expect, test } from 'vitest'
import type { components } from '../../src/api/schema.gen.ts'
import { db } from '../../mocks/db/index.ts'
import { SPECIAL_USERNAMES, apiFetch, mockControl, tokenFor } from '../support/server.ts'
import { WARM_UP_MS } from './mailFixtures.ts'

type NetdiskItem = components['schemas']['NetdiskItem']

beforeEach(() => mockControl.reset(), WARM_UP_MS)

const named = (name: string) => {
  const entry = db.diskEntries.all().find((e) => e.name === name && e.disk === 'cfile')
  if (!entry) throw new Error(`no company entry ${name}`)
  return entry
}

/** manage on 範本下載, download on 公司制度 (the seed's grants). */
const demo = SPECIAL_USERNAMES.demo
/** Not named on 範本下載: no access there, download on 公司制度. */
const outsider = SPECIAL_USERNAMES.reviewer
const admin = SPECIAL_USERNAMES.admin
const NO_MANAGE = { detail: '您没有管理该文件夹的权限' }

async function body<T>(response: Response, status: number): Promise<T> {
  const text = await response.text()
  expect(response.status, text).toBe(status)
  return (text ? JSON.parse(text) : undefined) as T
}

const rename = async (who: string, id: number, name: string) =>
  apiFetch(`/api/netdisk/company/${id}/`, {
    token: await tokenFor(who),
    method: 'PATCH',
    json: { name },
  })

const move = async (who: string, ids: number[], folder_id: number) =>
  apiFetch('/api/netdisk/company/move/', { token: await tokenFor(who), json: { ids, folder_id } })

const newFolder = async (who: string, folder_id: number, name: string) =>
  (
    await body<NetdiskItem>(
      await apiFetch('/api/netdisk/company/folder/', {
        token: await tokenFor(who),
        json: { name, folder_id },
      }),
      200,
    )
  ).id

describe('renameCompanyItem: manage or all on the folder holding the item', () => {
  test('manage renames a file (trimmed, with its permission); a taken name is a 400', async () => {
    const quotation = named('Quotation template.xlsx')
    const renamed = await body<NetdiskItem>(await rename(demo, quotation.id, ' 报价单.xlsx '), 200)
    expect(renamed).toMatchObject({ id: quotation.id, name: '报价单.xlsx', permission: 'manage' })
    expect(named('报价单.xlsx').parent_id).toBe(quotation.parent_id)
    const folder = await newFolder(demo, quotation.parent_id, '报价')
    expect(await body(await rename(demo, folder, '报价单.XLSX'), 400)).toEqual({
      name: ['该位置已存在同名的文件或文件夹'],
    })
    expect(await body(await rename(demo, folder, ' '), 400)).toEqual({ name: ['名称不能为空'] })
  })

  test('download-only, the root (not an administrator) and no access are refused', async () => {
    const handbook = named('员工手册.pdf')
    expect(await body(await rename(demo, handbook.id, 'x.pdf'), 403)).toEqual(NO_MANAGE)
    // 範本下載 itself lies at the root, which only the administrator manages.
    expect(await body(await rename(demo, named('範本下載').id, 'x'), 403)).toEqual(NO_MANAGE)
    const quotation = named('Quotation template.xlsx')
    await body(await rename(outsider, quotation.id, 'x.xlsx'), 404)
    await body(await rename(admin, 99_999, 'x'), 404)
    expect(named('员工手册.pdf').id).toBe(handbook.id)
    expect(named('Quotation template.xlsx').id).toBe(quotation.id)
    await body(await rename(admin, handbook.id, '员工手册 2026.pdf'), 200)
  })
})

describe('moveCompanyItems: manage or all on the source and on the target', () => {
  test('manage on both moves; a missing right on either side is 403 and nothing moves', async () => {
    const templates = named('範本下載')
    const quotation = named('Quotation template.xlsx')
    const handbook = named('员工手册.pdf')
    const archive = await newFolder(demo, templates.id, '归档')
    // Target download-only (公司制度), then source download-only, then one refused item of two.
    expect(await body(await move(demo, [quotation.id], handbook.parent_id), 403)).toEqual(NO_MANAGE)
    expect(await body(await move(demo, [handbook.id], archive), 403)).toEqual(NO_MANAGE)
    expect(await body(await move(demo, [quotation.id, handbook.id], archive), 403)).toEqual(
      NO_MANAGE,
    )
    expect(await body(await move(demo, [quotation.id], 0), 403)).toEqual(NO_MANAGE)
    expect(named('Quotation template.xlsx').parent_id).toBe(templates.id)

    expect(await body(await move(demo, [quotation.id], archive), 200)).toEqual({ success: true })
    expect(named('Quotation template.xlsx').parent_id).toBe(archive)
  })

  test('no folder into itself or below itself; bad ids or target are a 400', async () => {
    const templates = named('範本下載')
    const archive = await newFolder(admin, templates.id, '归档')
    const inner = await newFolder(admin, archive, '2026')
    const intoItself = { non_field_errors: ['不能将文件夹移动到它自身或它的子文件夹中'] }
    expect(await body(await move(admin, [templates.id], templates.id), 400)).toEqual(intoItself)
    expect(await body(await move(admin, [templates.id], inner), 400)).toEqual(intoItself)
    expect(
      Object.keys(await body<object>(await move(admin, [99_999], 77_777), 400)).sort(),
    ).toEqual(['folder_id', 'ids'])
    // A file is no target.
    await body(await move(admin, [archive], named('Quotation template.xlsx').id), 400)
    await body(await move(admin, [inner], 0), 200)
    expect(db.diskEntries.all().find((e) => e.id === inner)!.parent_id).toBe(0)
  })
})
