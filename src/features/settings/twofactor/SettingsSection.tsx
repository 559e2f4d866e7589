/**
 * One section of /setting/twofactor: an icon, a level-2 heading that names the section for
 * screen readers, and, for a factor, its bound / unbound badge.
 */
import { Badge, Text } from '@fluentui/react-components'
import { useLingui } from '@lingui/react/macro'
import { useId, type ReactElement, type ReactNode } from 'react'
import { useTwoFactorSettingsStyles } from './useTwoFactorSettingsStyles.styles.ts'

export function SettingsSection({
  icon,
  title,
  bound,
  children,
}: {
  icon: ReactElement
  title: string
  /** Bound or not; undefined for a section without a binding or while it loads. */
  bound?: boolean
  children: ReactNode
}) {
  const { t } = useLingui()
  const styles = useTwoFactorSettingsStyles()
  const headingId = useId()
  return (
    <section className={styles.section} aria-labelledby={headingId}>
      <div className={styles.sectionHead}>
        {icon}
        <Text as="h2" id={headingId} size={400} weight="semibold" className={styles.sectionTitle}>
          {title}
        </Text>
        {bound !== undefined && (
          <Badge appearance="tint" color={bound ? 'success' : 'informative'}>
            {bound ? t`已绑定` : t`未绑定`}
          </Badge>
        )}
      </div>
      {children}
    </section>
  )
}
