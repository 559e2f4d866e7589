/**
 * A WeChat QR code with its state (machines/wechat-qr): the code, "scanned, confirm on the
 * phone", expired with a refresh button, unbound, failed. Used by the login dialog and the
 * binding dialog of the settings page.
 */
import { Button, Link, Spinner, Text } from '@fluentui/react-components'
import { ArrowClockwiseRegular } from '@fluentui/react-icons'
import { useLingui } from '@lingui/react/macro'
import { useSelector } from '@xstate/react'
import type { ActorRefFrom } from 'xstate'
import {
  selectConnectionPoor,
  selectPhase,
  selectQr,
  type wechatQrMachine,
} from '../../../../machines/wechat-qr/index.ts'
import { mergeClasses } from '@fluentui/react-components'
import { useTwoFactorStyles } from './useTwoFactorStyles.styles.ts'

export function WechatQrPanel({
  actor,
  purpose,
}: {
  actor: ActorRefFrom<typeof wechatQrMachine>
  purpose: 'login' | 'bind'
}) {
  const { t } = useLingui()
  const styles = useTwoFactorStyles()
  const phase = useSelector(actor, selectPhase)
  const qr = useSelector(actor, selectQr)
  const poor = useSelector(actor, selectConnectionPoor)
  const refresh = () => actor.send({ type: 'qr.refresh' })
  const overlay =
    phase === 'expired'
      ? t`二维码已失效`
      : phase === 'unbound'
        ? t`该微信未绑定邮箱账号，请先用账号密码登录，在设置中绑定微信`
        : phase === 'failed'
          ? t`二维码加载失败`
          : null

  const status =
    phase === 'scanned'
      ? t`扫描成功，请在手机上确认`
      : phase === 'confirmed'
        ? purpose === 'login'
          ? t`已确认，正在登录…`
          : t`绑定成功`
        : phase === 'showing'
          ? purpose === 'login'
            ? t`请使用微信扫描二维码登录`
            : t`请使用微信扫描二维码，绑定后可用微信扫码登录`
          : null

  return (
    <div>
      <div className={styles.qrBox} aria-busy={phase === 'loading'}>
        {phase === 'loading' && <Spinner label={t`正在生成二维码…`} />}
        {qr && phase !== 'loading' && (
          <img
            className={mergeClasses(styles.qrImage, overlay !== null && styles.qrDim)}
            src={qr.qrcode_url}
            alt={purpose === 'login' ? t`微信登录二维码` : t`微信绑定二维码`}
          />
        )}
        {overlay !== null && (
          <div className={styles.qrOverlay} role="alert">
            <Text weight="semibold">{overlay}</Text>
            <Button icon={<ArrowClockwiseRegular />} onClick={refresh}>
              {t`刷新二维码`}
            </Button>
          </div>
        )}
      </div>
      {status && (
        <Text className={styles.qrStatus} role="status">
          {status}
        </Text>
      )}
      {poor && (
        <Text className={styles.qrStatus} role="status">
          {t`网络不稳定，正在重试…`}
        </Text>
      )}
      {import.meta.env.VITE_DEMO && qr && (phase === 'showing' || phase === 'scanned') && (
        <Text className={styles.qrStatus} size={200}>
          <Link href={`/login?wechat_scan=${encodeURIComponent(qr.scene_id)}`} target="_blank">
            {t`演示：在新标签页中模拟手机扫码`}
          </Link>
        </Text>
      )}
    </div>
  )
}
