/**
 * /login (R-LOGIN-1): brand header from the login config, the login form with its
 * captcha, the later-release login options, language selector, copyright and ICP number.
 */
import { useLingui } from '@lingui/react/macro'
import { lazy, Suspense } from 'react'
import type { LoginConfig } from '../../api/types.ts'
import { LanguagePicker } from './LanguagePicker.tsx'
import { LoginForm } from './LoginForm.tsx'
import { useLoginConfig } from './useLoginConfig.ts'
import { useLoginStyles } from './useLoginStyles.styles.ts'
import { ErrorBar, Spinner, SubtleButton } from './ui/controls.tsx'
import { MailIcon } from './ui/icons.tsx'
import { withWholeCatalog } from '../../i18n/i18n.ts'

// Later-release options (disabled, with a note), shown only when the config switches one on:
// not part of the form, so they load beside it rather than before it.
const OtherLoginOptions = lazy(() =>
  withWholeCatalog(import('./OtherLoginOptions.tsx')).then((m) => ({
    default: m.OtherLoginOptions,
  })),
)
const hasOtherOptions = (config: LoginConfig) =>
  Boolean(config.is_wechat_login || config.is_ssl_login || config.is_register)

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
          <MailIcon />
        </span>
      )}
      <div className={styles.brandText}>
        <h1 className={styles.brandTitle}>{title}</h1>
        <span className={styles.brandSubtitle}>{t`登录您的邮箱`}</span>
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
          <a
            className={styles.link}
            href={config.icp_link}
            target="_blank"
            rel="noopener noreferrer"
          >
            {config.icp_no}
          </a>
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
            <ErrorBar action={<SubtleButton onClick={state.retry}>{t`重试`}</SubtleButton>}>
              {t`无法加载登录页面，请检查网络后重试。`}
            </ErrorBar>
          )}
          {config && <LoginForm config={config} />}
          {config && hasOtherOptions(config) && (
            <Suspense fallback={null}>
              <OtherLoginOptions config={config} />
            </Suspense>
          )}
        </div>
      </main>
      {config && <Footer config={config} />}
    </div>
  )
}
