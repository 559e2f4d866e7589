/**
 * Greeting and unread link (R-HOME-1), capacity (R-HOME-2), last login (R-HOME-3) and weather
 * (R-HOME-4).
 */
import { Card, makeStyles, ProgressBar, Text, tokens } from '@fluentui/react-components'
import { WeatherPartlyCloudyDayRegular } from '@fluentui/react-icons'
import { Trans, useLingui } from '@lingui/react/macro'
import { formatDateTime } from '../../i18n/dateTime.ts'
import type { UserInfo, WelcomeInfo } from '../../api/types.ts'
import { TextLink } from '../../app/links.tsx'
import { formatCapacity } from '../../domain/format/capacity.ts'

const useStyles = makeStyles({
  root: {
    display: 'grid',
    gridTemplateColumns: 'repeat(auto-fit, minmax(260px, 1fr))',
    gap: tokens.spacingHorizontalL,
  },
  card: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalS,
    padding: tokens.spacingHorizontalL,
  },
  greeting: { fontSize: tokens.fontSizeBase500, fontWeight: tokens.fontWeightSemibold },
  muted: { color: tokens.colorNeutralForeground3 },
  weather: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalM },
  weatherIcon: { fontSize: '40px', color: tokens.colorBrandForeground1 },
})

export interface WelcomeSummaryProps {
  user: UserInfo
  info: WelcomeInfo | undefined
  unread: number | undefined
}

export function WelcomeSummary({ user, info, unread }: WelcomeSummaryProps) {
  const styles = useStyles()
  const { t } = useLingui()
  const name = user.realname || user.email
  const capacity = info ? formatCapacity(info.capacity_used_mb, info.capacity_total_mb) : undefined
  const last = info?.last_login
  const weather = info?.weather
  return (
    <div className={styles.root}>
      <Card className={styles.card}>
        <Text as="h1" className={styles.greeting}>
          <Trans>您好，{name}</Trans>
        </Text>
        {unread !== undefined && (
          <TextLink
            to="/mailbox/innerbox/$boxId"
            params={{ boxId: 'INBOX' }}
            search={{ view: 'unread' }}
          >
            {unread === 1 ? t`收件箱有 1 封未读邮件` : t`收件箱有 ${unread} 封未读邮件`}
          </TextLink>
        )}
        {last ? (
          <Text size={200} className={styles.muted}>
            <Trans>
              上次登录：{formatDateTime(last.ct2)}，IP {last.ip1}（{last.ip2}）
            </Trans>{' '}
            <TextLink to="/search/$page" params={{ page: 'login' }}>{t`详情`}</TextLink>
          </Text>
        ) : (
          info && <Text size={200} className={styles.muted}>{t`这是您第一次登录`}</Text>
        )}
      </Card>
      {capacity && (
        <Card className={styles.card}>
          <Text weight="semibold">{t`邮箱容量`}</Text>
          {capacity.infinite ? (
            <Text>{t`已用 ${capacity.used} M / 无限`}</Text>
          ) : (
            <>
              <ProgressBar
                value={capacity.percent / 100}
                thickness="large"
                color={
                  capacity.percent >= 90 ? 'error' : capacity.percent >= 75 ? 'warning' : 'brand'
                }
                aria-label={t`邮箱容量`}
              />
              <Text>{t`已用 ${capacity.used} M / 共 ${capacity.total} M`}</Text>
            </>
          )}
        </Card>
      )}
      {weather?.has_weather && (
        <Card className={styles.card}>
          <div className={styles.weather}>
            <WeatherPartlyCloudyDayRegular className={styles.weatherIcon} aria-hidden />
            <div>
              <Text weight="semibold" block>
                {weather.city}
              </Text>
              <Text block>
                {weather.low} ~ {weather.high} {weather.state}
              </Text>
              <Text size={200} className={styles.muted} block>
                {weather.wind}
              </Text>
            </div>
          </div>
        </Card>
      )}
    </div>
  )
}
