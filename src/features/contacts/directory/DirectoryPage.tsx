/**
 * The one layout of the directory books (/contact/oab, cab, soab, lab; issue 13): the book's
 * departments or categories on the left (the compose picker's tree), then search, the actions on
 * the ticked rows and the paged member table; a row opens the member's card. `config` says what
 * differs between the books (directoryBooks.ts).
 */
import { Button, Spinner, Text } from '@fluentui/react-components'
import { MailAddRegular, PeopleTeamRegular, PersonAddRegular } from '@fluentui/react-icons'
import { useLingui } from '@lingui/react/macro'
import { useState } from 'react'
import { notify } from '../../../api/notices.ts'
import { useActiveSession } from '../../../app/session/useSession.ts'
import { useScreenTitles } from '../../../app/useScreenTitles.ts'
import { addressBookAccess } from '../../../domain/contacts/index.ts'
import { ContactFormDialog } from '../form/ContactFormDialog.tsx'
import { BookTree, useNodeLabel } from '../common/BookTree.tsx'
import { fetchAllBookMembers, type DirectoryMember } from '../common/directoryCalls.ts'
import { useWriteMail } from '../common/useWriteMail.ts'
import { DirectorySearch } from './DirectorySearch.tsx'
import { DirectoryTable } from './DirectoryTable.tsx'
import { MemberCard } from './MemberCard.tsx'
import { domainOf, personalContactOf, type DirectoryBookConfig } from './directoryBooks.ts'
import { useDirectory } from './useDirectory.ts'
import { useDirectoryStyles } from './useDirectoryStyles.styles.ts'

export function DirectoryPage({ config }: { config: DirectoryBookConfig }) {
  const { t } = useLingui()
  const styles = useDirectoryStyles()
  const title = useScreenTitles().contact[config.book]
  const access = addressBookAccess(useActiveSession().loginAfter)
  const directory = useDirectory(config, access)
  const writeMail = useWriteMail()
  const nameOf = useNodeLabel()
  const [card, setCard] = useState<DirectoryMember | null>(null)
  const [adding, setAdding] = useState<DirectoryMember | null>(null)
  const [wholeBusy, setWholeBusy] = useState(false)
  // The other domain's name is nowhere in the contract but in its members' addresses.
  const [domain, setDomain] = useState('')
  const firstDomain = domainOf(directory.list.rows[0]?.email ?? '')
  if (config.showsDomain && firstDomain && !domain) setDomain(firstDomain)

  const node = directory.selectedNode
  const nodeName = nameOf(node)
  const onDepartment = config.wholeNode && node.source.id !== null

  const writeToNode = async () => {
    setWholeBusy(true)
    try {
      const members = await fetchAllBookMembers(config.book, access, node.source.id)
      if (members.length === 0) notify({ intent: 'warning', message: t`该部门没有成员` })
      else writeMail(members)
    } catch {
      // The client's error toast has said why; nothing was opened.
    } finally {
      setWholeBusy(false)
    }
  }

  return (
    <div className={styles.root}>
      {config.tree && (
        <nav
          className={styles.treePane}
          aria-label={config.tree === 'departments' ? t`部门` : t`分类`}
        >
          {directory.tree.failed ? (
            <Button size="small" onClick={directory.tree.reload}>
              {t`部门读取失败，重试`}
            </Button>
          ) : directory.tree.loading && !directory.tree.data ? (
            <Spinner size="tiny" label={t`正在加载…`} />
          ) : (
            <BookTree
              nodes={directory.nodes}
              selected={node.key}
              label={config.tree === 'departments' ? t`部门` : t`分类`}
              // The book and its top departments start open: one level of real choices shows.
              defaultOpen={[config.book, ...directory.nodes[0]!.children.map((n) => n.key)]}
              onSelect={directory.select}
            />
          )}
        </nav>
      )}
      <section className={styles.main} aria-labelledby="directory-title">
        <header className={styles.header}>
          <h2 id="directory-title" className={styles.title}>
            {title}
          </h2>
          {config.showsDomain && domain && (
            <Text className={styles.muted}>{t`域名：${domain}`}</Text>
          )}
          {node.source.id !== null && <Text className={styles.muted}>{nodeName}</Text>}
        </header>
        <div className={styles.toolbar}>
          <DirectorySearch directory={directory} lists={config.book === 'lab'} />
          <Button
            icon={<MailAddRegular />}
            disabled={directory.checkedMembers.length === 0}
            onClick={() => writeMail(directory.checkedMembers)}
          >
            {config.book === 'lab' ? t`写信给选中的邮件列表` : t`写信给选中的联系人`}
          </Button>
          {onDepartment && (
            <Button
              icon={wholeBusy ? <Spinner size="extra-tiny" /> : <PeopleTeamRegular />}
              disabled={wholeBusy}
              onClick={() => void writeToNode()}
            >
              {t`写信给整个部门`}
            </Button>
          )}
          {config.addToPersonal && (
            <Button
              icon={<PersonAddRegular />}
              disabled={directory.checkedMembers.length !== 1}
              title={t`选中一位联系人后添加`}
              onClick={() => setAdding(directory.checkedMembers[0] ?? null)}
            >
              {t`添加到个人通讯录`}
            </Button>
          )}
        </div>
        <DirectoryTable config={config} directory={directory} onOpen={setCard} />
      </section>
      <MemberCard
        config={config}
        member={card}
        onWrite={(member) => writeMail([member])}
        onAddToPersonal={(member) => {
          setCard(null)
          setAdding(member)
        }}
        onClose={() => setCard(null)}
      />
      <ContactFormDialog
        open={adding !== null}
        initial={adding ? personalContactOf(adding) : undefined}
        onSaved={() => setAdding(null)}
        onClose={() => setAdding(null)}
      />
    </div>
  )
}
