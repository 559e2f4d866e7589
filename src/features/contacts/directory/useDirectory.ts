/**
 * A directory page's data: the book's tree (one read), the selected node, the submitted search,
 * the members of that node paged by 10 (C-LIMIT-9) through the shared list paging, and the rows
 * ticked on the page shown (cleared when the page, node or search changes).
 */
import { useState } from 'react'
import type { BookNode } from '../../../../machines/address-book/index.ts'
import { CONTACT_PAGE_SIZE } from '../../../domain/constants.ts'
import type { AddressBookAccess } from '../../../domain/contacts/index.ts'
import { useLoad } from '../../../app/useLoad.ts'
import { usePagedList } from '../../common/list/usePagedList.ts'
import { fetchBookPage, fetchBookTree, type DirectoryMember } from '../common/directoryCalls.ts'
import type { DirectoryBookConfig } from './directoryBooks.ts'

export function findNode(nodes: readonly BookNode[], key: string): BookNode | undefined {
  for (const node of nodes) {
    if (node.key === key) return node
    const inner = findNode(node.children, key)
    if (inner) return inner
  }
  return undefined
}

export function useDirectory(config: DirectoryBookConfig, access: AddressBookAccess) {
  const { book } = config
  const top: BookNode = {
    key: book,
    source: { book, id: null },
    label: '',
    special: 'top',
    department: false,
    children: [],
  }
  const tree = useLoad(() => fetchBookTree(book, access), [book], config.tree !== null)
  const nodes: BookNode[] = [{ ...top, children: tree.data ?? [] }]
  const [selectedKey, setSelectedKey] = useState<string>(book)
  const selectedNode = findNode(nodes, selectedKey) ?? top
  const [searchText, setSearchText] = useState('')
  const [search, setSearch] = useState('')
  const nodeId = selectedNode.source.id
  const list = usePagedList<DirectoryMember>(
    (page, pageSize) =>
      fetchBookPage(book, access, { id: nodeId, page, pageSize, search }).then((answer) => ({
        count: answer.count,
        results: answer.members,
      })),
    CONTACT_PAGE_SIZE,
    JSON.stringify([nodeId, search]),
  )
  const pageKey = JSON.stringify([nodeId, search, list.page, list.pageSize])
  const [ticked, setTicked] = useState<{ pageKey: string; emails: string[] }>({
    pageKey,
    emails: [],
  })
  const checked = ticked.pageKey === pageKey ? ticked.emails : []
  const setChecked = (emails: string[]) => setTicked({ pageKey, emails })

  return {
    nodes,
    tree,
    selectedNode,
    select: (key: string) => setSelectedKey(key),
    searchText,
    setSearchText: (text: string) => {
      setSearchText(text)
      // A cleared box shows the whole node again without another Enter.
      if (text === '') setSearch('')
    },
    submitSearch: () => setSearch(searchText.trim()),
    search,
    list,
    checked,
    checkedMembers: list.rows.filter((m) => checked.includes(m.email)),
    toggle: (email: string) =>
      setChecked(
        checked.includes(email) ? checked.filter((e) => e !== email) : [...checked, email],
      ),
    toggleAll: () =>
      setChecked(
        list.rows.every((m) => checked.includes(m.email)) ? [] : list.rows.map((m) => m.email),
      ),
  }
}

export type Directory = ReturnType<typeof useDirectory>
