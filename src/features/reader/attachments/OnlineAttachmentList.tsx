/**
 * The open mail's online attachments (decision 260): links to files the sender parked in the
 * transit area, shown as attachment cards with "在线附件", size and expiry. Download goes through
 * the link's own call (downloadOnlineAttachment, no session needed: it works for every
 * recipient, decision 261); an expired link says so on the card and the server refuses it (410)
 * with its message as the toast.
 */
import { Badge, Button, Caption1, Text, mergeClasses } from '@fluentui/react-components'
import { ArrowDownloadRegular, CloudLinkRegular } from '@fluentui/react-icons'
import { useLingui } from '@lingui/react/macro'
import { useState } from 'react'
import type { components } from '../../../api/schema.gen.ts'
import { formatSize } from '../../../domain/format/size.ts'
import { formatDateTime } from '../../../i18n/dateTime.ts'
import { api } from '../../../app/services.ts'
import { saveBlob } from '../../common/saveBlob.ts'
import { useAttachmentStyles } from './useAttachmentStyles.styles.ts'

type OnlineAttachment = components['schemas']['OnlineAttachment']

export async function downloadOnlineAttachment(file: OnlineAttachment): Promise<boolean> {
  const { data } = await api().GET('/api/netdisk/online/{token}/', {
    params: { path: { token: file.token } },
    parseAs: 'blob',
  })
  if (!data) return false
  saveBlob(data, file.name)
  return true
}

export function OnlineAttachmentList({
  files,
  allowDownload,
}: {
  files: readonly OnlineAttachment[]
  /** is_maildownload */
  allowDownload: boolean
}) {
  const styles = useAttachmentStyles()
  // When the mail was opened: a link that expires while it is open is refused by the server.
  const [now] = useState(() => Date.now())
  const { t } = useLingui()
  if (files.length === 0) return null
  return (
    <section
      className={styles.section}
      aria-label={t({ message: '在线附件', comment: "English: 'Online attachments'" })}
    >
      <Text weight="semibold" className={styles.title}>
        <CloudLinkRegular /> {t`在线附件（${files.length}）`}
      </Text>
      <ul className={styles.grid}>
        {files.map((file) => {
          const expired = file.expire_at !== null && Date.parse(file.expire_at) <= now
          const until = file.expire_at === null ? '' : formatDateTime(file.expire_at)
          const validity = expired
            ? t`已过期`
            : until
              ? t`有效期至 ${until}`
              : t`发送后开始计算有效期`
          return (
            <li key={file.id} className={styles.card} data-online-attachment={file.name}>
              <CloudLinkRegular className={styles.icon} aria-hidden />
              <div className={styles.text}>
                <Text className={styles.name} title={file.name}>
                  {file.name}
                </Text>
                <div className={styles.meta}>
                  <Caption1 className={styles.size}>{formatSize(file.size)}</Caption1>
                  <Badge appearance="tint" color={expired ? 'danger' : 'brand'} size="small">
                    {t({ message: '在线附件', comment: "English: 'Online attachment'" })}
                  </Badge>
                </div>
                {/* Under the name, wrapping: at a 220 px card the date is never cut off. */}
                <Caption1 className={mergeClasses(styles.size, styles.wrap)} data-expiry>
                  {validity}
                </Caption1>
              </div>
              {allowDownload && file.token !== '' && (
                <div className={styles.actions}>
                  <Button
                    size="small"
                    appearance="subtle"
                    icon={<ArrowDownloadRegular />}
                    aria-label={t`下载 ${file.name}`}
                    title={t`下载`}
                    disabled={expired}
                    onClick={() => void downloadOnlineAttachment(file)}
                  />
                </div>
              )}
            </li>
          )
        })}
      </ul>
    </section>
  )
}
