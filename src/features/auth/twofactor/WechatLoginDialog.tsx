/**
 * WeChat login (R-LOGIN-1): a QR code the user scans with WeChat; the dialog
 * polls it (machines/wechat-qr) and, once the phone confirms, signs in with the token the server
 * gives: the token cookie is written and the app starts again on the home page, where the
 * session begins from that cookie like any reload (decisions: no session-machine change).
 */
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
} from '@fluentui/react-components'
import { useLingui } from '@lingui/react/macro'
import { useActorRef, useSelector } from '@xstate/react'
import { useEffect } from 'react'
import { selectResult, wechatQrMachine } from '../../../../machines/wechat-qr/index.ts'
import { tokenCookie } from '../../../app/cookies.ts'
import { WechatQrPanel } from './WechatQrPanel.tsx'
import { wechatLoginActors, type LoginResponse } from './wechatActors.ts'

const loginQrMachine = wechatQrMachine.provide({ actors: wechatLoginActors })

/** Where the app goes with the new token (a fresh start reads the cookie). */
export function enterWithToken(token: string): void {
  tokenCookie.write(token)
  window.location.assign('/mailbox/welcome')
}

export default function WechatLoginDialog({ onClose }: { onClose: () => void }) {
  const { t } = useLingui()
  const actor = useActorRef(loginQrMachine)
  const result = useSelector(actor, selectResult) as LoginResponse | null
  const needsTwoFactor = result?.need_twofactor === true

  useEffect(() => {
    if (result && !result.need_twofactor && result.token) enterWithToken(result.token)
  }, [result])

  return (
    <Dialog open onOpenChange={(_, data) => !data.open && onClose()}>
      <DialogSurface aria-describedby={undefined}>
        <DialogBody>
          <DialogTitle>{t`微信扫码登录`}</DialogTitle>
          <DialogContent>
            {needsTwoFactor ? (
              <MessageBar intent="warning">
                <MessageBarBody>{t`该账号已开启二次验证，请使用账号密码登录。`}</MessageBarBody>
              </MessageBar>
            ) : (
              <WechatQrPanel actor={actor} purpose="login" />
            )}
          </DialogContent>
          <DialogActions>
            <Button onClick={onClose}>{t`关闭`}</Button>
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  )
}
