/**
 * The client authorization code on /setting/twofactor (R-STATE-6: enabled or disabled): mail
 * clients (Outlook, Foxmail, a phone's mail app) log in with it instead of the password. Turning
 * it on or regenerating shows the new code ONCE, with copy; regenerating and turning it off ask
 * first, since clients using the old code stop working (decisions.md #284). The flow is
 * machines/client-auth; this section renders it.
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
import { useActorRef, useSelector } from '@xstate/react'
import {
  clientAuthMachine,
  selectAsking,
  selectBusy,
  selectCopied,
  selectCurrent,
  selectLoadFailed,
  selectLoading,
  selectNewCode,
} from '../../../../machines/client-auth/index.ts'
import { ConfirmDialog } from '../../common/forms/ConfirmDialog.tsx'
import { Loaded, SettingsSection } from '../../common/forms/SettingsPage.tsx'
import { clientAuthActors } from './clientAuthCalls.ts'

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

const liveMachine = clientAuthMachine.provide({ actors: clientAuthActors })

export function ClientAuthSection() {
  const { t, i18n } = useLingui()
  const styles = useStyles()
  const actor = useActorRef(liveMachine)
  const current = useSelector(actor, selectCurrent)
  const newCode = useSelector(actor, selectNewCode)
  const copied = useSelector(actor, selectCopied)
  const busy = useSelector(actor, selectBusy)
  const asking = useSelector(actor, selectAsking)
  const loadable = {
    loading: useSelector(actor, selectLoading),
    loadFailed: useSelector(actor, selectLoadFailed),
    retry: () => actor.send({ type: 'retry' }),
  }
  const send = actor.send

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
      <Loaded resource={loadable}>
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
                  onChange={(_, data) => send({ type: data.checked ? 'enable' : 'ask.disable' })}
                />
                {current.is_enabled && (
                  <Button disabled={busy} onClick={() => send({ type: 'ask.regenerate' })}>
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
                      <Button icon={<CopyRegular />} onClick={() => send({ type: 'copy' })}>
                        {copied ? t`已复制` : t`复制`}
                      </Button>
                      <Button appearance="subtle" onClick={() => send({ type: 'noted' })}>
                        {t`我已记下`}
                      </Button>
                    </div>
                    <Text size={200}>
                      {t`授权码只显示这一次，离开本页后无法再查看。请现在填入邮件客户端的密码栏。`}
                    </Text>
                  </MessageBarBody>
                </MessageBar>
              )}
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
                onConfirm={() => send({ type: 'confirm' })}
                onCancel={() => send({ type: 'cancel' })}
              />
            </div>
          )
        }
      </Loaded>
    </SettingsSection>
  )
}
