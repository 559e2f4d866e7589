/**
 * Demo mode only: the phone the demo does not have. It shows the last SMS the fake server sent
 * (two-factor login, phone binding), and — in a tab opened on a WeChat QR code's link
 * (`/login?wechat_scan=<scene>`) — plays WeChat on the phone: the code counts as scanned, and
 * "confirm" confirms it in every tab of the demo (mocks/handlers/wechat.store.ts).
 */
import { Button, makeStyles, Text, tokens } from '@fluentui/react-components'
import { ChatRegular, PhoneRegular } from '@fluentui/react-icons'
import { useLingui } from '@lingui/react/macro'
import { useEffect, useState } from 'react'

/** Event the fake server raises for every SMS (mocks/handlers/twofactor.store.ts). */
const DEMO_SMS_EVENT = 'webmail-demo-sms'

interface DemoSms {
  phone: string
  code: string
  purpose: 'login' | 'bind' | 'unbind'
}

const useStyles = makeStyles({
  card: {
    position: 'fixed',
    left: tokens.spacingHorizontalM,
    bottom: '56px',
    zIndex: 50,
    maxWidth: '320px',
    display: 'flex',
    flexDirection: 'column',
    rowGap: tokens.spacingVerticalS,
    padding: tokens.spacingHorizontalM,
    borderRadius: tokens.borderRadiusLarge,
    backgroundColor: tokens.colorNeutralBackground1,
    boxShadow: tokens.shadow16,
    border: `1px solid ${tokens.colorPaletteYellowBorder2}`,
  },
  head: { display: 'flex', alignItems: 'center', columnGap: tokens.spacingHorizontalS },
  code: { fontFamily: tokens.fontFamilyMonospace, letterSpacing: '0.2em' },
  actions: { display: 'flex', columnGap: tokens.spacingHorizontalS },
})

const masked = (phone: string) =>
  phone.length >= 7 ? `${phone.slice(0, 3)}****${phone.slice(-4)}` : phone

/** Runs `use` once the demo backend has put `window.__mock` up (it starts beside the app). */
function whenMockReady(run: (mock: NonNullable<Window['__mock']>) => void): () => void {
  if (window.__mock) {
    run(window.__mock)
    return () => undefined
  }
  const timer = window.setInterval(() => {
    if (!window.__mock) return
    window.clearInterval(timer)
    run(window.__mock)
  }, 100)
  return () => window.clearInterval(timer)
}

function DemoSmsCard() {
  const { t } = useLingui()
  const styles = useStyles()
  const [sms, setSms] = useState<DemoSms | null>(null)
  useEffect(() => {
    const onSms = (event: Event) => setSms((event as CustomEvent<DemoSms>).detail)
    window.addEventListener(DEMO_SMS_EVENT, onSms)
    return () => window.removeEventListener(DEMO_SMS_EVENT, onSms)
  }, [])
  if (!sms) return null
  const intro =
    sms.purpose === 'login'
      ? t`【企业邮箱】登录验证码：`
      : sms.purpose === 'bind'
        ? t`【企业邮箱】绑定手机验证码：`
        : t`【企业邮箱】解绑手机验证码：`
  return (
    <section className={styles.card} aria-label={t`演示短信`} aria-live="polite">
      <div className={styles.head}>
        <PhoneRegular aria-hidden />
        <Text weight="semibold">{t`演示短信（发至 ${masked(sms.phone)}）`}</Text>
      </div>
      <Text>
        {intro}
        <span className={styles.code} data-testid="demo-sms-code">
          {sms.code}
        </span>
        {t`，5 分钟内有效。`}
      </Text>
      <div className={styles.actions}>
        <Button size="small" onClick={() => setSms(null)}>
          {t`关闭`}
        </Button>
      </div>
    </section>
  )
}

function DemoWechatCard({ scene }: { scene: string }) {
  const { t } = useLingui()
  const styles = useStyles()
  const [step, setStep] = useState<'scanning' | 'scanned' | 'confirmed'>('scanning')
  const binding = scene.startsWith('bind-')
  useEffect(
    () =>
      whenMockReady((mock) => {
        mock.wechatScan(scene, 'scan')
        setStep('scanned')
      }),
    [scene],
  )
  const confirm = () =>
    whenMockReady((mock) => {
      mock.wechatScan(scene, 'confirm')
      setStep('confirmed')
    })
  return (
    <section className={styles.card} aria-label={t`演示手机：微信`}>
      <div className={styles.head}>
        <ChatRegular aria-hidden />
        <Text weight="semibold">{t`演示手机：微信扫码`}</Text>
      </div>
      {step === 'confirmed' ? (
        <Text role="status">{t`已在手机上确认，可以关闭此标签页。`}</Text>
      ) : (
        <>
          <Text>
            {binding
              ? t`“小明的微信”扫描了绑定二维码。确认将此微信绑定到邮箱账号？`
              : t`“小明的微信”扫描了登录二维码。确认登录邮箱？`}
          </Text>
          <div className={styles.actions}>
            <Button
              appearance="primary"
              disabled={step !== 'scanned'}
              onClick={() => void confirm()}
            >
              {binding ? t`确认绑定` : t`确认登录`}
            </Button>
          </div>
        </>
      )}
    </section>
  )
}

export function DemoPhone() {
  const scene = new URLSearchParams(window.location.search).get('wechat_scan')
  return scene ? <DemoWechatCard scene={scene} /> : <DemoSmsCard />
}
