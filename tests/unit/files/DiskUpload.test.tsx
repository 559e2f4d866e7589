/**
 * Uploading a whole folder on /file/pfile (issue 15), picked or dropped: its sub-folders are made on
 * the disk, each file goes through the chunked upload into its own folder, the panel shows each
 * file and the overall progress, and the list shows the new folder.
 */
import '../auth/jsdomShims.ts'
import { Blob as NodeBlob } from 'node:buffer'
import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { db } from '../../../mocks/db/index.ts'
import { DEMO_USER } from '../../support/server.ts'
import { openDisk } from './openDisk.ts'

configure({ asyncUtilTimeout: 15_000 })

// jsdom's FormData and Blob are not the ones Node's fetch (msw) can read (as in
// ImportMailDialog.test.tsx): the browser has one realm; the test borrows Node's pair.
const NodeFormData = (await new Response(new URLSearchParams('a=1')).formData()).constructor
globalThis.FormData = NodeFormData as typeof FormData
globalThis.Blob = NodeBlob as typeof Blob

const inFolder = (name: string, path: string, text: string) => {
  const file = new File([text], name, { type: 'text/plain' })
  Object.defineProperty(file, 'webkitRelativePath', { value: `${path}/${name}` })
  return file
}

describe('DiskPage upload', { timeout: 60_000 }, () => {
  it('uploads a picked folder into the open folder, its sub-folders made first', async () => {
    await openDisk('/file/pfile')
    await screen.findByRole('table', { name: '个人网盘' }, { timeout: 15_000 })
    const files = [
      inFolder('a.txt', 'Trip', 'alpha'),
      inFolder('b.txt', 'Trip/day2', 'bravo bravo'),
      inFolder('c.txt', 'Trip/day2', 'charlie'),
    ]
    fireEvent.change(screen.getByLabelText('选择要上传的文件夹'), { target: { files } })
    const panel = await screen.findByRole('region', { name: '上传' })
    await waitFor(() => expect(within(panel).getByText('已完成 3 / 3 个文件')).toBeInTheDocument())
    const mine = db.diskEntries
      .all()
      .filter((e) => e.disk === 'pfile' && e.owner === DEMO_USER.username)
    const trip = mine.find((e) => e.name === 'Trip' && e.parent_id === 0 && e.is_folder)!
    const day2 = mine.find((e) => e.name === 'day2' && e.parent_id === trip.id && e.is_folder)!
    expect(mine.find((e) => e.name === 'a.txt')).toMatchObject({ parent_id: trip.id, size: 5 })
    expect(
      mine
        .filter((e) => e.parent_id === day2.id)
        .map((e) => e.name)
        .sort(),
    ).toEqual(['b.txt', 'c.txt'])
    await waitFor(() => expect(screen.getByRole('link', { name: 'Trip' })).toBeInTheDocument())
  })

  it('uploads a dropped folder (webkitGetAsEntry) with its tree', async () => {
    await openDisk('/file/pfile')
    const region = await screen.findByRole('region', { name: '个人网盘' }, { timeout: 15_000 })
    await screen.findByRole('table', { name: '个人网盘' })
    const fileEntry = (name: string, text: string) => ({
      isFile: true,
      isDirectory: false,
      name,
      file: (done: (file: File) => void) => done(new File([text], name)),
    })
    const dirEntry = (name: string, children: unknown[]) => ({
      isFile: false,
      isDirectory: true,
      name,
      createReader: () => {
        let given = false
        return {
          readEntries: (done: (batch: unknown[]) => void) => {
            done(given ? [] : children)
            given = true
          },
        }
      },
    })
    const tree = dirEntry('Dropped', [
      fileEntry('x.txt', 'xx'),
      dirEntry('inner', [fileEntry('y.txt', 'yyy')]),
    ])
    const dataTransfer = {
      types: ['Files'],
      files: [],
      items: [{ kind: 'file', webkitGetAsEntry: () => tree }],
    }
    fireEvent.drop(region, { dataTransfer })
    const panel = await screen.findByRole('region', { name: '上传' })
    await waitFor(() => expect(within(panel).getByText('已完成 2 / 2 个文件')).toBeInTheDocument())
    const mine = db.diskEntries
      .all()
      .filter((e) => e.disk === 'pfile' && e.owner === DEMO_USER.username)
    const dropped = mine.find((e) => e.name === 'Dropped' && e.parent_id === 0)!
    const inner = mine.find((e) => e.name === 'inner' && e.parent_id === dropped.id)!
    expect(mine.find((e) => e.name === 'x.txt')).toMatchObject({ parent_id: dropped.id, size: 2 })
    expect(mine.find((e) => e.name === 'y.txt')).toMatchObject({ parent_id: inner.id, size: 3 })
  })
})
