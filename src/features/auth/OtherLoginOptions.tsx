/**
 * WeChat login, SSL login and registration, each shown only when the login config switches it
 * on. WeChat login opens its QR dialog (lazy: src/features/auth/twofactor/WechatLoginDialog.tsx);
 * SSL login and registration come in a later release: shown disabled with a note — never a fake
 * flow.
 */
import { CertificateRegular, ChatRegular, PersonAddRegular } from '@fluentui/react-icons'
import { useLingui } from '@lingui/react/macro'
import { lazy, Suspense, useId, useState } from 'react'
import type { LoginConfig } from '../../api/types.ts'
import { useLoginStyles } from './useLoginStyles.styles.ts'
import { SubtleButton } from './ui/controls.tsx'

const WechatLoginDialog = lazy(() => import('./twofactor/WechatLoginDialog.tsx'))

export function OtherLoginOptions({ config }: { config: LoginConfig }) {
  const { t } = useLingui()
  const styles = useLoginStyles()
  const noteId = useId()
  const [wechatOpen, setWechatOpen] = useState(false)
  const later = [
    config.is_ssl_login && { key: 'ssl', icon: <CertificateRegular />, label: t`SSL 证书登录` },
    config.is_register && { key: 'register', icon: <PersonAddRegular />, label: t`注册账号` },
  ].filter((option) => option !== false)
  if (!config.is_wechat_login && later.length === 0) return null

  return (
    <div className={styles.others}>
      <div className={styles.othersButtons}>
        {config.is_wechat_login && (
          <SubtleButton icon={<ChatRegular />} onClick={() => setWechatOpen(true)}>
            {t`微信登录`}
          </SubtleButton>
        )}
        {later.map((option) => (
          <SubtleButton
            key={option.key}
            icon={option.icon}
            disabledFocusable
            aria-describedby={noteId}
          >
            {option.label}
          </SubtleButton>
        ))}
      </div>
      {later.length > 0 && (
        <span id={noteId} className={styles.note}>
          {t`以上功能将在后续版本中提供。`}
        </span>
      )}
      {wechatOpen && (
        <Suspense fallback={null}>
          <WechatLoginDialog onClose={() => setWechatOpen(false)} />
        </Suspense>
      )}
    </div>
  )
}
