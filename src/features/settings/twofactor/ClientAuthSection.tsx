/**
 * The client authorization code on /setting/twofactor (R-STATE-6: enabled or disabled): mail
 * clients (Outlook, Foxmail, a phone's mail app) log in with it instead of the password. Turning
 * it on or regenerating shows the new code ONCE, with copy; regenerating and turning it off ask
 * first, since clients using the old code stop working (decisions.md #284).
 */
import {
  Badge,
  Button,
  MessageBar,
  MessageBarBody,
  MessageBarTitle,
  Switch,
  Text,
  makeStyles,
  tokens,
} from '@fluentui/react-components'
import { CopyRegular, KeyRegular } from '@fluentui/react-icons'
import { useLingui } from '@lingui/react/macro'
import { useState } from 'react'
import { ConfirmDialog } from '../../common/forms/ConfirmDialog.tsx'
import { Loaded, SettingsSection } from '../../common/forms/SettingsPage.tsx'
import { useSettingsResource } from '../../common/forms/useSettingsResource.ts'
import { type ClientAuthCode, loadClientAuthCode, setClientAuthCode } from './clientAuthCalls.ts'

const useStyles = makeStyles({
  body: { display: 'flex', flexDirection: 'column', rowGap: tokens.spacingVerticalS },
  row: { display: 'flex', alignItems: 'center', columnGap: tokens.spacingHorizontalM },
  code: {
    fontFamily: tokens.fontFamilyMonospace,
    fontSize: tokens.fontSizeBase500,
    letterSpacing: '0.15em',
    userSelect: 'all',
  },
  muted: { color: tokens.colorNeutralForeground3 },
})

type Asking = 'regenerate' | 'disable' | null

export function ClientAuthSection() {
  const { t, i18n } = useLingui()
  const styles = useStyles()
  const resource = useSettingsResource<ClientAuthCode, never>({ load: loadClientAuthCode })
  const [state, setState] = useState<ClientAuthCode | null>(null)
  const [newCode, setNewCode] = useState<string | null>(null)
  const [asking, setAsking] = useState<Asking>(null)
  const [busy, setBusy] = useState(false)
  const [copied, setCopied] = useState(false)
  const current = state ?? resource.data

  const apply = async (enable: boolean, regenerate = false) => {
    setBusy(true)
    try {
      const answer = await setClientAuthCode(enable, regenerate)
      setState(answer)
      setNewCode(answer.code)
      setCopied(false)
      setAsking(null)
    } catch {
      // The client's toast said why; nothing changed.
    } finally {
      setBusy(false)
    }
  }

  const copy = async () => {
    if (!newCode) return
    await navigator.clipboard.writeText(newCode)
    setCopied(true)
  }

  const since = current?.created
    ? i18n.date(new Date(current.created), { dateStyle: 'medium', timeStyle: 'short' })
    : null

  return (
    <SettingsSection
      id="client-auth"
      title={t`客户端授权码`}
      icon={<KeyRegular />}
      status={
        current && (
          <Badge appearance="tint" color={current.is_enabled ? 'success' : 'informative'}>
            {current.is_enabled ? t`已开启` : t`未开启`}
          </Badge>
        )
      }
    >
      <Loaded resource={resource}>
        {() =>
          current && (
            <div className={styles.body}>
              <Text>
                {t`开启后，Outlook、Foxmail、手机邮件应用等客户端用授权码代替邮箱密码登录；网页登录仍用密码。`}
              </Text>
              <div className={styles.row}>
                <Switch
                  label={t`允许客户端使用授权码登录`}
                  checked={current.is_enabled}
                  disabled={busy}
                  onChange={(_, data) => {
                    if (data.checked) void apply(true)
                    else setAsking('disable')
                  }}
                />
                {current.is_enabled && (
                  <Button disabled={busy} onClick={() => setAsking('regenerate')}>
                    {t`重新生成授权码`}
                  </Button>
                )}
              </div>
              {current.is_enabled && since && !newCode && (
                <Text size={200} className={styles.muted}>
                  {t`当前授权码生成于 ${since}。授权码只在生成时显示一次；忘记了请重新生成。`}
                </Text>
              )}
              {newCode && (
                <MessageBar intent="warning" layout="multiline">
                  <MessageBarBody>
                    <MessageBarTitle>{t`新的授权码`}</MessageBarTitle>
                    <div className={styles.row}>
                      <Text className={styles.code} aria-label={t`授权码`}>
                        {newCode}
                      </Text>
                      <Button icon={<CopyRegular />} onClick={() => void copy()}>
                        {copied ? t`已复制` : t`复制`}
                      </Button>
                      <Button appearance="subtle" onClick={() => setNewCode(null)}>
                        {t`我已记下`}
                      </Button>
                    </div>
                    <Text size={200}>
                      {t`授权码只显示这一次，离开本页后无法再查看。请现在填入邮件客户端的密码栏。`}
                    </Text>
                  </MessageBarBody>
                </MessageBar>
              )}
            </div>
          )
        }
      </Loaded>
      <ConfirmDialog
        open={asking !== null}
        title={asking === 'disable' ? t`关闭客户端授权码？` : t`重新生成授权码？`}
        text={
          asking === 'disable'
            ? t`关闭后，使用授权码登录的邮件客户端将不能再收发邮件。`
            : t`旧的授权码将立即失效，使用它的邮件客户端需要改用新授权码。`
        }
        confirmLabel={asking === 'disable' ? t`关闭` : t`重新生成`}
        busy={busy}
        onConfirm={() => void apply(asking !== 'disable', asking === 'regenerate')}
        onCancel={() => {
          if (!busy) setAsking(null)
        }}
      />
    </SettingsSection>
  )
}
