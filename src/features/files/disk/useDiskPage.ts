/**
 * A disk page's state (issue 15): the open folder from the URL (`?folder=`, so reload and back
 * keep it), the folder's items sorted locally, the selection, the capacity (personal disk), and
 * what the user may do here and with the selection (company permissions, spec §6).
 */
import { useNavigate, useSearch } from '@tanstack/react-router'
import { useMemo, useState } from 'react'
import { useLoad } from '../../../app/useLoad.ts'
import {
  abilitiesOf,
  clickSelect,
  commonAbilities,
  type DiskItem,
  type DiskKind,
  type DiskSelection,
  type DiskSortKey,
  NO_SELECTION,
  type SortOrder,
  sortDiskItems,
  toggleSelect,
} from '../../../domain/files/disk.ts'
import { loadCapacity, loadFolder } from './diskCalls.ts'

export function folderOfSearch(search: unknown): number {
  const raw = (search as { folder?: unknown } | null)?.folder
  const id = typeof raw === 'number' ? raw : Number(raw)
  return Number.isInteger(id) && id > 0 ? id : 0
}

export function useDiskPage(disk: DiskKind) {
  const navigate = useNavigate()
  const folderId = folderOfSearch(useSearch({ strict: false }))
  const loaded = useLoad(
    () => loadFolder(disk, folderId).then((data) => ({ ...data, disk, folderId })),
    [disk, folderId],
  )
  // useLoad keeps the last answer on screen while the next one loads; for another folder that
  // answer is the wrong folder's (its rows, and its permissions deciding the buttons for the new
  // folder), so only an answer for the folder in the URL counts (a reload keeps its rows).
  const current =
    loaded.data?.disk === disk && loaded.data.folderId === folderId ? loaded.data : undefined
  const folder = { ...loaded, data: current }
  const capacity = useLoad(() => loadCapacity(), [disk], disk === 'pfile')
  const [sort, setSort] = useState<{ key: DiskSortKey; order: SortOrder }>({
    key: 'name',
    order: 'asc',
  })
  const [selection, setSelection] = useState<DiskSelection>(NO_SELECTION)
  // The permission of the folder opened from the list, for a folder with no file to tell it.
  const [opened, setOpened] = useState<ReadonlyMap<number, DiskItem['permission']>>(new Map())
  const [selectionFolder, setSelectionFolder] = useState(folderId)
  // Another folder starts with nothing selected.
  if (selectionFolder !== folderId) {
    setSelectionFolder(folderId)
    setSelection(NO_SELECTION)
  }

  const items = useMemo(
    () => sortDiskItems(folder.data?.items ?? [], sort.key, sort.order),
    [folder.data, sort.key, sort.order],
  )
  const order = useMemo(() => items.map((item) => item.id), [items])
  const selected = items.filter((item) => selection.ids.has(item.id))
  // A file's permission is its folder's (mocks/disk/companyAccess.ts, the contract).
  const folderPermission =
    items.find((item) => item.nettype === 'file')?.permission ?? opened.get(folderId)
  const here = abilitiesOf(disk, folderPermission)

  const openFolder = (id: number, permission?: DiskItem['permission']) => {
    if (permission) setOpened((map) => new Map(map).set(id, permission))
    void navigate({
      to: '/file/$page',
      params: { page: disk },
      search: (id > 0 ? { folder: id } : {}) as never,
    })
  }

  return {
    disk,
    folderId,
    folder,
    items,
    crumbs: folder.data?.crumbs ?? [],
    capacity,
    sort,
    setSort: (key: DiskSortKey, next: SortOrder) => setSort({ key, order: next }),
    selectedIds: selection.ids,
    selected,
    /** What the user may do in the open folder (upload, new folder, permissions). */
    here,
    /** What every selected item allows. */
    onSelection: commonAbilities(disk, selected),
    openFolder,
    rowClick: (id: number, modifiers: { shift: boolean; toggle: boolean }) =>
      setSelection((s) => clickSelect(s, order, id, modifiers)),
    toggle: (id: number) => setSelection((s) => toggleSelect(s, id)),
    toggleAll: (on: boolean) =>
      setSelection(on ? { ids: new Set(order), anchor: null } : NO_SELECTION),
    clearSelection: () => setSelection(NO_SELECTION),
    refresh: () => {
      folder.reload()
      capacity.reload()
    },
  }
}

export type DiskPageState = ReturnType<typeof useDiskPage>
