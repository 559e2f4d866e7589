/** The relay-failure notice (C-TIME-14) among the layout cards: what failed, when, and where to fix it. */
import { Button, Card, CardHeader, Text } from '@fluentui/react-components'
import { DismissRegular, MailWarningRegular } from '@fluentui/react-icons'
import { Trans, useLingui } from '@lingui/react/macro'
import { formatDateTime } from '../../i18n/dateTime.ts'
import { TextLink } from '../links.tsx'
import type { RelayFailure } from './relayNotice.ts'

export default function RelayFailureCard({
  failure,
  onDismiss,
}: {
  failure: RelayFailure
  onDismiss: () => void
}) {
  const { t } = useLingui()
  const time = formatDateTime(failure.time)
  return (
    <Card role="status">
      <CardHeader
        image={<MailWarningRegular fontSize={24} />}
        header={<Text weight="semibold">{t`SMTP 中继发信失败`}</Text>}
        action={
          <Button
            appearance="transparent"
            icon={<DismissRegular />}
            aria-label={t`关闭`}
            onClick={onDismiss}
          />
        }
      />
      <Text size={200}>
        <Trans>
          {time}：{failure.text}
        </Trans>
      </Text>
      <TextLink to="/setting/$page" params={{ page: 'transfer' }}>
        {t`检查中继设置`}
      </TextLink>
    </Card>
  )
}
