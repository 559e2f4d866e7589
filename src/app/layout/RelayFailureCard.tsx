/** The relay-failure notice (C-TIME-14) among the layout cards: what failed, when, and where to fix it. */
import { Text } from '@fluentui/react-components'
import { MailWarningRegular } from '@fluentui/react-icons'
import { Trans, useLingui } from '@lingui/react/macro'
import { formatDateTime } from '../../i18n/dateTime.ts'
import { TextLink } from '../links.tsx'
import { LayoutCard } from './Cards.tsx'
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
    <LayoutCard
      icon={<MailWarningRegular fontSize={24} />}
      title={t`SMTP 中继发信失败`}
      onDismiss={onDismiss}
    >
      <Text size={200}>
        <Trans>
          {time}：{failure.text}
        </Trans>
      </Text>
      <TextLink to="/setting/$page" params={{ page: 'transfer' }}>
        {t`检查中继设置`}
      </TextLink>
    </LayoutCard>
  )
}
