/**
 * The books and their groups, departments or categories as a Fluent Tree (arrow keys move, Enter
 * or a click shows a node's members; a closed branch's children are not mounted until it opens).
 * Shared by the compose picker's left pane and the /contact directory pages. The top groups and
 * the personal book's "no group" / "everyone" are named here; the rest are the server's names.
 */
import {
  Tree,
  TreeItem,
  TreeItemLayout,
  makeStyles,
  mergeClasses,
  tokens,
} from '@fluentui/react-components'
import { useLingui } from '@lingui/react/macro'
import type { KeyboardEvent, MouseEvent } from 'react'
import type { BookNode } from '../../../../machines/address-book/index.ts'
import type { AddressBookKind } from '../../../domain/contacts/index.ts'

const useStyles = makeStyles({
  selected: {
    backgroundColor: tokens.colorNeutralBackground1Selected,
    fontWeight: tokens.fontWeightSemibold,
  },
})

export interface BookTreeProps {
  nodes: readonly BookNode[]
  selected: string | null
  label: string
  defaultOpen: string[]
  onSelect: (key: string) => void
}

export function useNodeLabel() {
  const { t } = useLingui()
  const books: Record<AddressBookKind, string> = {
    pab: t`个人通讯录`,
    oab: t`组织通讯录`,
    cab: t`公共通讯录`,
    soab: t`其他域通讯录`,
    lab: t({ message: '邮件列表', context: 'address book', comment: 'Mailing lists (lab)' }),
  }
  return (node: BookNode) =>
    node.special === 'top'
      ? books[node.source.book]
      : node.special === 'ungrouped'
        ? t({ message: '未分组', comment: 'Personal contacts in no group' })
        : node.special === 'everyone'
          ? t({ message: '全部', comment: 'Every personal contact' })
          : node.label
}

export function BookTree({ nodes, selected, label, defaultOpen, onSelect }: BookTreeProps) {
  const styles = useStyles()
  const nameOf = useNodeLabel()
  const item = (node: BookNode) => {
    const isSelected = node.key === selected
    // Clicks and keys inside a nested item reach this one too: only the item itself answers.
    const own = (event: MouseEvent | KeyboardEvent) =>
      (event.target as Element).closest('[role="treeitem"]') === event.currentTarget
    const name = nameOf(node)
    return (
      <TreeItem
        key={node.key}
        value={node.key}
        itemType={node.children.length > 0 ? 'branch' : 'leaf'}
        aria-label={name}
        aria-selected={isSelected}
        onClick={(event) => {
          if (own(event)) onSelect(node.key)
        }}
        onKeyDown={(event) => {
          if (own(event) && (event.key === 'Enter' || event.key === ' ')) onSelect(node.key)
        }}
      >
        <TreeItemLayout className={mergeClasses(isSelected && styles.selected)}>
          {name}
        </TreeItemLayout>
        {node.children.length > 0 && <Tree>{node.children.map(item)}</Tree>}
      </TreeItem>
    )
  }
  return (
    <Tree aria-label={label} defaultOpenItems={defaultOpen} size="small">
      {nodes.map(item)}
    </Tree>
  )
}
