/**
 * WeChat login, SSL login and registration. Those flows come in a later release: each entry shows
 * only when the login config switches it on, and then disabled with a note — never a fake flow.
 */
import { CertificateRegular, ChatRegular, PersonAddRegular } from '@fluentui/react-icons'
import { useLingui } from '@lingui/react/macro'
import { useId } from 'react'
import type { LoginConfig } from '../../api/types.ts'
import { useLoginStyles } from './useLoginStyles.styles.ts'
import { SubtleButton } from './ui/controls.tsx'

export function OtherLoginOptions({ config }: { config: LoginConfig }) {
  const { t } = useLingui()
  const styles = useLoginStyles()
  const noteId = useId()
  const options = [
    config.is_wechat_login && { key: 'wechat', icon: <ChatRegular />, label: t`微信登录` },
    config.is_ssl_login && { key: 'ssl', icon: <CertificateRegular />, label: t`SSL 证书登录` },
    config.is_register && { key: 'register', icon: <PersonAddRegular />, label: t`注册账号` },
  ].filter((option) => option !== false)
  if (options.length === 0) return null

  return (
    <div className={styles.others}>
      <div className={styles.othersButtons}>
        {options.map((option) => (
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
      <span id={noteId} className={styles.note}>
        {t`以上功能将在后续版本中提供。`}
      </span>
    </div>
  )
}
