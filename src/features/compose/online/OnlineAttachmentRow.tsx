/**
 * One online attachment in compose (decision 260): a file over 30M parked in the transit area and
 * sent as a link. The card says so ("在线附件"), and the expiry choice (§9) is how long the link
 * works after the send; the mail itself carries no bytes, so it needs no security level.
 */
import { Badge, Button, Select } from '@fluentui/react-components'
import { CloudLinkRegular, DismissRegular } from '@fluentui/react-icons'
import { useLingui } from '@lingui/react/macro'
import type { ComposeAttachment } from '../../../domain/compose/index.ts'
import { DEFAULT_ONLINE_EXPIRE_DAYS, ONLINE_EXPIRE_DAYS } from '../../../domain/constants.ts'
import { formatSize } from '../../../domain/format/index.ts'
import type { ComposeEditEvent } from '../../../../machines/compose/index.ts'
import { useComposeStyles } from '../useComposeStyles.styles.ts'
import { useExpiryLabel } from './useExpiryLabel.ts'

export function OnlineAttachmentRow({
  attachment,
  disabled,
  send,
}: {
  attachment: ComposeAttachment
  disabled: boolean
  send: (event: ComposeEditEvent) => void
}) {
  const styles = useComposeStyles()
  const { t } = useLingui()
  const expiryLabel = useExpiryLabel()
  const { id, name } = attachment
  return (
    <li className={styles.attachmentRow} data-online-attachment={name}>
      <CloudLinkRegular aria-hidden />
      <span>{name}</span>
      <span className={styles.muted}>{formatSize(attachment.size)}</span>
      <Badge appearance="tint" color="brand">
        {t({ message: '在线附件', comment: "English: 'Online attachment'" })}
      </Badge>
      <Select
        size="small"
        aria-label={t`在线附件“${name}”的有效期`}
        value={String(attachment.expireDays ?? DEFAULT_ONLINE_EXPIRE_DAYS)}
        disabled={disabled}
        onChange={(_, data) => send({ type: 'attachment.expiry', id, days: Number(data.value) })}
      >
        {ONLINE_EXPIRE_DAYS.map((days) => (
          <option key={days} value={days}>
            {t`有效期：${expiryLabel(days)}`}
          </option>
        ))}
      </Select>
      <Button
        size="small"
        appearance="subtle"
        icon={<DismissRegular />}
        aria-label={t`移除附件 ${name}`}
        disabled={disabled}
        onClick={() => send({ type: 'attachment.remove', id })}
      />
    </li>
  )
}
