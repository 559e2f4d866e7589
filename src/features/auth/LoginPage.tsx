/**
 * /login (product.md §2 Login): brand header from the login config, the login form with its
 * captcha, the later-release login options, language selector, copyright and ICP number.
 */
import {
  Button,
  Link,
  MessageBar,
  MessageBarActions,
  MessageBarBody,
  Spinner,
  Text,
} from '@fluentui/react-components'
import { MailRegular } from '@fluentui/react-icons'
import { useLingui } from '@lingui/react/macro'
import type { LoginConfig } from '../../api/types.ts'
import { LanguagePicker } from './LanguagePicker.tsx'
import { LoginForm } from './LoginForm.tsx'
import { OtherLoginOptions } from './OtherLoginOptions.tsx'
import { useLoginConfig } from './useLoginConfig.ts'
import { useLoginStyles } from './useLoginStyles.styles.ts'

function Brand({ config }: { config: LoginConfig | null }) {
  const { t } = useLingui()
  const styles = useLoginStyles()
  const title = config?.title || t`企业邮箱`
  return (
    <div className={styles.brand}>
      {config?.logo ? (
        <img className={styles.logo} src={config.logo} alt="" />
      ) : (
        <span className={styles.logoFallback} aria-hidden>
          <MailRegular />
        </span>
      )}
      <div className={styles.brandText}>
        <Text as="h1" size={600} weight="semibold" className={styles.title}>
          {title}
        </Text>
        <Text className={styles.subtitle}>{t`登录您的邮箱`}</Text>
      </div>
    </div>
  )
}

function Footer({ config }: { config: LoginConfig }) {
  const styles = useLoginStyles()
  if (!config.copyright && !(config.is_icp && config.icp_no)) return null
  return (
    <footer className={styles.footer}>
      {config.copyright && <span>{config.copyright}</span>}
      {config.is_icp &&
        config.icp_no &&
        (config.icp_link ? (
          <Link href={config.icp_link} target="_blank" rel="noopener noreferrer" inline>
            {config.icp_no}
          </Link>
        ) : (
          <span>{config.icp_no}</span>
        ))}
    </footer>
  )
}

export default function LoginPage() {
  const { t } = useLingui()
  const styles = useLoginStyles()
  const state = useLoginConfig()
  const config = state.status === 'ready' ? state.config : null

  return (
    <div className={styles.page}>
      <div className={styles.topBar}>
        <LanguagePicker />
      </div>
      <main className={styles.main}>
        <div className={styles.card}>
          <Brand config={config} />
          {state.status === 'loading' && (
            <div className={styles.centered}>
              <Spinner label={t`正在加载…`} />
            </div>
          )}
          {state.status === 'failed' && (
            <MessageBar intent="error" role="alert">
              <MessageBarBody>{t`无法加载登录页面，请检查网络后重试。`}</MessageBarBody>
              <MessageBarActions>
                <Button onClick={state.retry}>{t`重试`}</Button>
              </MessageBarActions>
            </MessageBar>
          )}
          {config && <LoginForm config={config} />}
          {config && <OtherLoginOptions config={config} />}
        </div>
      </main>
      {config && <Footer config={config} />}
    </div>
  )
}
