/** WeChat binding on /setting/twofactor: bound account, bind by QR code, unbind. */
import { SettingsSection } from '../../common/forms/SettingsPage.tsx'
import { BoundBadge } from './BoundBadge.tsx'
import {
  Button,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  MessageBar,
  MessageBarBody,
  Spinner,
  Text,
} from '@fluentui/react-components'
import { ChatRegular } from '@fluentui/react-icons'
import { useLingui } from '@lingui/react/macro'
import { useActorRef, useSelector } from '@xstate/react'
import { useCallback, useEffect, useState } from 'react'
import { serverMessage } from '../../../../machines/two-factor-bind/index.ts'
import { selectPhase, wechatQrMachine } from '../../../../machines/wechat-qr/index.ts'
import { useLoad } from '../../../app/useLoad.ts'
import { wechatBindActors } from '../../auth/twofactor/wechatActors.ts'
import { WechatQrPanel } from '../../auth/twofactor/WechatQrPanel.tsx'
import { loadWechatBinding, unbindWechat, type WechatBinding } from './twoFactorSettingsCalls.ts'
import { useSettingsStyles } from '../../common/forms/useSettingsStyles.styles.ts'
import { useTwoFactorStyles } from './useTwoFactorStyles.styles.ts'

const bindQrMachine = wechatQrMachine.provide({ actors: wechatBindActors })

function WechatBindDialog({ onClose, onBound }: { onClose: () => void; onBound: () => void }) {
  const { t } = useLingui()
  const actor = useActorRef(bindQrMachine)
  const confirmed = useSelector(actor, (s) => selectPhase(s) === 'confirmed')
  useEffect(() => {
    if (confirmed) onBound()
  }, [confirmed, onBound])
  return (
    <Dialog open onOpenChange={(_, data) => !data.open && onClose()}>
      <DialogSurface aria-describedby={undefined}>
        <DialogBody>
          <DialogTitle>{t`绑定微信`}</DialogTitle>
          <DialogContent>
            <WechatQrPanel actor={actor} purpose="bind" />
          </DialogContent>
          <DialogActions>
            <Button onClick={onClose}>{t`关闭`}</Button>
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  )
}

export function WechatSection({ notify }: { notify: (notice: string) => void }) {
  const { t } = useLingui()
  const styles = useSettingsStyles()
  const factorStyles = useTwoFactorStyles()
  const binding = useLoad<WechatBinding>(loadWechatBinding, [])
  const [dialog, setDialog] = useState(false)
  const [error, setError] = useState<string>()
  const [saving, setSaving] = useState(false)
  const { reload } = binding
  const bound = useCallback(() => {
    setDialog(false)
    reload()
    notify(t`微信已绑定`)
  }, [reload, notify, t])
  const unbind = async () => {
    setSaving(true)
    setError(undefined)
    try {
      await unbindWechat()
      reload()
      notify(t`微信已解绑`)
    } catch (failure) {
      setError(serverMessage(failure) ?? t`操作失败，请重试`)
    } finally {
      setSaving(false)
    }
  }
  const data = binding.data
  return (
    <SettingsSection
      id="wechat"
      icon={<ChatRegular aria-hidden />}
      title={t`微信`}
      status={<BoundBadge bound={data?.is_bound} />}
    >
      {!data ? (
        binding.failed ? (
          <Button onClick={reload}>{t`重新加载`}</Button>
        ) : (
          <Spinner size="tiny" label={t`正在加载…`} />
        )
      ) : data.is_bound ? (
        <>
          <div className={factorStyles.wechat}>
            {data.avatar && <img src={data.avatar} alt="" width={32} height={32} />}
            <Text>{t`已绑定微信：${data.nickname}`}</Text>
          </div>
          <div className={styles.actions}>
            <Button disabledFocusable={saving} onClick={() => void unbind()}>
              {t`解绑微信`}
            </Button>
          </div>
        </>
      ) : (
        <>
          <Text className={styles.muted}>{t`绑定微信后，可以在登录页用微信扫码登录。`}</Text>
          <div className={styles.actions}>
            <Button onClick={() => setDialog(true)}>{t`绑定微信`}</Button>
          </div>
        </>
      )}
      {error && (
        <MessageBar intent="error">
          <MessageBarBody>{error}</MessageBarBody>
        </MessageBar>
      )}
      {dialog && <WechatBindDialog onClose={() => setDialog(false)} onBound={bound} />}
    </SettingsSection>
  )
}
