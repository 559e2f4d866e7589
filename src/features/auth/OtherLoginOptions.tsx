/**
 * WeChat login, SSL login and registration, each shown only when the login config switches it
 * on. WeChat login opens its QR dialog (lazy: src/features/auth/twofactor/WechatLoginDialog.tsx);
 * registration opens its dialog (lazy: register/RegisterDialog.tsx); SSL login goes to the
 * organisation's certificate endpoint from the login config (`ssl_login_url`, where the browser
 * presents the user's client certificate; decisions.md #288), and is not offered without one.
 */
import { CertificateRegular, ChatRegular, PersonAddRegular } from '@fluentui/react-icons'
import { useLingui } from '@lingui/react/macro'
import { lazy, Suspense, useState } from 'react'
import type { LoginConfig } from '../../api/types.ts'
import { useLoginStyles } from './useLoginStyles.styles.ts'
import { SubtleButton } from './ui/controls.tsx'
import { useSubtleButtonClass } from './ui/controls.styles.ts'

const WechatLoginDialog = lazy(() => import('./twofactor/WechatLoginDialog.tsx'))
const RegisterDialog = lazy(() => import('./register/RegisterDialog.tsx'))

/** The certificate endpoint, when SSL login is on and the server named one. */
export const sslLoginUrlOf = (config: LoginConfig): string | null =>
  (config.is_ssl_login && config.ssl_login_url) || null

export function OtherLoginOptions({ config }: { config: LoginConfig }) {
  const { t } = useLingui()
  const styles = useLoginStyles()
  const linkClass = useSubtleButtonClass()
  const [open, setOpen] = useState<'wechat' | 'register' | null>(null)
  // Each opening starts a fresh registration; the dialog stays mounted while it closes.
  const [registerKey, setRegisterKey] = useState(0)
  const sslUrl = sslLoginUrlOf(config)
  if (!config.is_wechat_login && !sslUrl && !config.is_register) return null

  return (
    <div className={styles.others}>
      <div className={styles.othersButtons}>
        {config.is_wechat_login && (
          <SubtleButton icon={<ChatRegular />} onClick={() => setOpen('wechat')}>
            {t`微信登录`}
          </SubtleButton>
        )}
        {sslUrl && (
          <a className={linkClass} href={sslUrl} style={{ textDecoration: 'none' }}>
            <CertificateRegular aria-hidden />
            {t`SSL 证书登录`}
          </a>
        )}
        {config.is_register && (
          <SubtleButton
            icon={<PersonAddRegular />}
            onClick={() => {
              setRegisterKey((key) => key + 1)
              setOpen('register')
            }}
          >
            {t`注册账号`}
          </SubtleButton>
        )}
      </div>
      <Suspense fallback={null}>
        {open === 'wechat' && <WechatLoginDialog onClose={() => setOpen(null)} />}
        {registerKey > 0 && (
          <RegisterDialog
            key={registerKey}
            open={open === 'register'}
            onClose={() => setOpen(null)}
          />
        )}
      </Suspense>
    </div>
  )
}
