/**
 * The compose side panel's "contacts" tab (R-COMPOSE-3): the personal book
 * as a compact list with a search box; choosing a contact hands its address to `onPick` (the
 * compose screen adds it to To). The host panel decides where this sits.
 */
import {
  Button,
  MessageBar,
  MessageBarActions,
  MessageBarBody,
  SearchBox,
  Spinner,
  Text,
} from '@fluentui/react-components'
import { useLingui } from '@lingui/react/macro'
import { useState } from 'react'
import { usePersonalContacts } from './usePersonalContacts.ts'
import { useAddressBookStyles } from './useAddressBookStyles.styles.ts'

export interface ContactsPanelProps {
  onPick: (email: string, name: string) => void
}

export function ContactsPanel({ onPick }: ContactsPanelProps) {
  const { t } = useLingui()
  const styles = useAddressBookStyles()
  const [search, setSearch] = useState('')
  const { contacts, loading, failed, hasMore, loadMore, retry } = usePersonalContacts(search)
  return (
    <section className={styles.panel} aria-label={t`联系人`}>
      <SearchBox
        size="small"
        aria-label={t`搜索联系人`}
        placeholder={t`搜索联系人`}
        value={search}
        onChange={(_, data) => setSearch(data.value)}
      />
      {failed && (
        <MessageBar intent="error">
          <MessageBarBody>{t`联系人读取失败`}</MessageBarBody>
          <MessageBarActions>
            <Button size="small" onClick={retry}>
              {t`重试`}
            </Button>
          </MessageBarActions>
        </MessageBar>
      )}
      <ul className={styles.panelList} aria-label={t`个人通讯录`} aria-busy={loading}>
        {contacts.map((c) => (
          <li key={c.email}>
            <button
              type="button"
              className={styles.panelItem}
              title={t`添加到收件人`}
              onClick={() => onPick(c.email, c.name)}
            >
              <span>{c.name || c.email}</span>
              <span className={styles.panelAddress}>{c.email}</span>
            </button>
          </li>
        ))}
      </ul>
      {loading && <Spinner size="tiny" label={t`正在读取联系人…`} />}
      {!loading && !failed && contacts.length === 0 && (
        <Text className={styles.muted}>{t`没有联系人`}</Text>
      )}
      {hasMore && (
        <Button size="small" appearance="subtle" onClick={loadMore}>
          {t`加载更多`}
        </Button>
      )}
    </section>
  )
}
