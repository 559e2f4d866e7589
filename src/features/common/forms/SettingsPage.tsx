/**
 * The frame of every settings page (docs/forms.md): the page title, and the loaded state of its
 * data — a spinner while it loads, a failure with a retry (never an empty form that could
 * overwrite the server's values), then the page's content.
 */
import {
  Button,
  MessageBar,
  MessageBarActions,
  MessageBarBody,
  Spinner,
  Text,
} from '@fluentui/react-components'
import { useLingui } from '@lingui/react/macro'
import type { ReactElement, ReactNode } from 'react'
import { useSettingsStyles } from './useSettingsStyles.styles.ts'

interface Loadable {
  loading: boolean
  loadFailed: boolean
  retry: () => void
}

export function SettingsPage({
  title,
  intro,
  children,
}: {
  title: string
  intro?: string
  children: ReactNode
}) {
  const styles = useSettingsStyles()
  return (
    <div className={styles.page}>
      <Text as="h1" size={600} weight="semibold" className={styles.title}>
        {title}
      </Text>
      {intro && <Text className={styles.muted}>{intro}</Text>}
      {children}
    </div>
  )
}

/** A section's data: spinner, failure with retry, or the content once loaded. */
export function Loaded({
  resource,
  children,
  failureText,
}: {
  resource: Loadable
  children: () => ReactNode
  /** What could not be shown, for a page that is not a settings page. */
  failureText?: string
}) {
  const { t } = useLingui()
  if (resource.loadFailed) {
    return (
      <MessageBar intent="error" role="alert">
        <MessageBarBody>{failureText ?? t`加载失败，当前设置无法显示。`}</MessageBarBody>
        <MessageBarActions>
          <Button onClick={resource.retry}>{t`重试`}</Button>
        </MessageBarActions>
      </MessageBar>
    )
  }
  if (resource.loading) return <Spinner size="small" label={t`正在加载…`} />
  return children()
}

/**
 * A titled block of a page; `aria-labelledby` makes it a named region. `icon` goes before the
 * title and `status` after it (e.g. a bound / unbound badge).
 */
export function SettingsSection({
  id,
  title,
  icon,
  status,
  children,
}: {
  id: string
  title: string
  icon?: ReactElement
  status?: ReactNode
  children: ReactNode
}) {
  const styles = useSettingsStyles()
  return (
    <section className={styles.section} aria-labelledby={`${id}-title`}>
      <div className={styles.sectionHead}>
        {icon}
        <Text
          as="h2"
          id={`${id}-title`}
          size={400}
          weight="semibold"
          className={styles.sectionTitle}
        >
          {title}
        </Text>
        {status}
      </div>
      {children}
    </section>
  )
}
