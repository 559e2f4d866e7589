/**
 * Adding a grant: the organisation's department tree (the directory's own tree and call) on the
 * left; choose a department, then either the whole department or one of its members (searchable
 * by name or address) on the right; a level; add.
 */
import {
  Button,
  Field,
  Radio,
  RadioGroup,
  SearchBox,
  Select,
  Spinner,
  Text,
} from '@fluentui/react-components'
import { AddRegular } from '@fluentui/react-icons'
import { useLingui } from '@lingui/react/macro'
import { useState } from 'react'
import type { BookNode } from '../../../../machines/address-book/index.ts'
import { useLoad } from '../../../app/useLoad.ts'
import { PERSONAL_ONLY } from '../../../domain/contacts/index.ts'
import { BookTree } from '../../contacts/common/BookTree.tsx'
import { fetchBookTree } from '../../contacts/common/directoryCalls.ts'
import { GRANT_LEVELS, loadMembers, type GrantInput, type GrantLevel } from './permissionCalls.ts'
import { useGrantLevelText } from './useGrantLevelText.ts'
import { usePermissionsStyles } from './usePermissionsStyles.styles.ts'

type Target = Pick<GrantInput, 'target_type' | 'target_id'>

function findNode(nodes: readonly BookNode[], key: string): BookNode | undefined {
  for (const node of nodes) {
    if (node.key === key) return node
    const below = findNode(node.children, key)
    if (below) return below
  }
  return undefined
}

/** The grant's first level: the least one (decision 246). */
const FIRST_LEVEL: GrantLevel = 'download'

export function AddGrant({
  busy,
  onAdd,
}: {
  busy: boolean
  onAdd: (target: Target, level: GrantLevel) => void
}) {
  const { t } = useLingui()
  const styles = usePermissionsStyles()
  const levelText = useGrantLevelText()
  // oab's tree needs no access switches (only the shared organisation's does).
  const tree = useLoad(() => fetchBookTree('oab', PERSONAL_ONLY), [])
  const [nodeKey, setNodeKey] = useState<string | null>(null)
  const node = nodeKey && tree.data ? findNode(tree.data, nodeKey) : undefined
  const departmentId = node ? node.source.id : null
  const [search, setSearch] = useState('')
  const members = useLoad(
    () => loadMembers(departmentId, search),
    [departmentId, search],
    departmentId !== null || search !== '',
  )
  const [choice, setChoice] = useState('')
  const [level, setLevel] = useState<GrantLevel>(FIRST_LEVEL)
  const target: Target | null = choice.startsWith('dept:')
    ? { target_type: 'dept', target_id: Number(choice.slice(5)) }
    : choice.startsWith('member:')
      ? { target_type: 'member', target_id: Number(choice.slice(7)) }
      : null

  return (
    <>
      <div className={styles.picker}>
        <div className={styles.pane}>
          {tree.data ? (
            <BookTree
              nodes={tree.data}
              selected={nodeKey}
              label={t`组织架构`}
              defaultOpen={tree.data.map((n) => n.key)}
              onSelect={(key) => {
                setNodeKey(key)
                const picked = findNode(tree.data ?? [], key)
                setChoice(picked ? `dept:${picked.source.id}` : '')
              }}
            />
          ) : tree.failed ? (
            <Text className={styles.muted}>{t`组织架构加载失败`}</Text>
          ) : (
            <Spinner size="tiny" />
          )}
        </div>
        <div className={styles.members}>
          <SearchBox
            size="small"
            placeholder={t`搜索成员姓名或邮箱`}
            aria-label={t`搜索成员姓名或邮箱`}
            onKeyDown={(event) => {
              if (event.key === 'Enter') setSearch(event.currentTarget.value.trim())
            }}
            onChange={(_, data) => {
              if (data.value === '') setSearch('')
            }}
          />
          <div className={styles.pane}>
            {node === undefined && search === '' ? (
              <Text className={styles.muted}>{t`在左侧选择部门，或搜索成员。`}</Text>
            ) : (
              <RadioGroup
                aria-label={t`授权对象`}
                value={choice}
                onChange={(_, data) => setChoice(data.value)}
              >
                {node && (
                  <Radio value={`dept:${node.source.id}`} label={t`整个部门：${node.label}`} />
                )}
                {(members.data ?? []).map((m) => (
                  <Radio
                    key={m.id}
                    value={`member:${m.id}`}
                    label={`${m.name} <${m.username}> · ${m.department}`}
                  />
                ))}
                {members.loading && <Spinner size="tiny" />}
              </RadioGroup>
            )}
          </div>
        </div>
      </div>
      <div className={styles.addRow}>
        <Field label={t`权限`}>
          <Select value={level} onChange={(_, data) => setLevel(data.value as GrantLevel)}>
            {GRANT_LEVELS.map((l) => (
              <option key={l} value={l}>
                {levelText(l)}
              </option>
            ))}
          </Select>
        </Field>
        <Button
          appearance="primary"
          icon={<AddRegular />}
          disabled={busy || target === null}
          onClick={() => target && onAdd(target, level)}
        >
          {t`添加权限`}
        </Button>
      </div>
    </>
  )
}
