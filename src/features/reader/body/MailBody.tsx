/**
 * A mail body. HTML goes through sanitizeMail and is shown in a sandboxed frame (no same origin,
 * its own CSP whose only script is the app's size reporter); plain text is rendered as React
 * text and anchors, never as markup. Remote images stay blocked until the reader allows them for
 * this message or sender. The frame is as tall as its content, so the reader scrolls as one page.
 */
import {
  Button,
  Link,
  MessageBar,
  MessageBarActions,
  MessageBarBody,
  mergeClasses,
} from '@fluentui/react-components'
import { Plural, useLingui } from '@lingui/react/macro'
import { useMemo, useState } from 'react'
import { buildFrameDocument, MAIL_FRAME_SANDBOX } from './frameDocument.ts'
import { useFrameHeight } from './useFrameHeight.ts'
import { linkifyPlainText } from './plainText.ts'
import { formatMailTime } from '../../../i18n/dates.ts'
import { sanitizeMail } from '../../common/mailHtml/sanitizeMail.ts'
import { useMailBodyStyles } from './useMailBodyStyles.styles.ts'
import { usePaintsDark } from '../../../app/theme/SkinProvider.tsx'

export interface MailBodyProps {
  html?: string
  text?: string
  isHtml: boolean
  /** Remote images allowed by the reader (sender on the whitelist, or already shown). */
  allowRemote: boolean
  /** 'Show images' for this message; the body also shows them at once. */
  onAllowRemote?(): void
  /** 'Always trust this sender': the reader adds the whitelist entry. */
  onAllowSender?(): void
  /** Accessible name of the frame. */
  title: string
  /** Inline parts by content-id, as raster data: URLs (see sanitizeMail). */
  inlineImages?: Readonly<Record<string, string>>
  /** Inline parts by Content-Location key (MHTML), as raster data: URLs (see sanitizeMail). */
  locatedImages?: Readonly<Record<string, string>>
  /** The mail's content_base, for relative Content-Location references. */
  contentBase?: string
}

export function MailBody(props: MailBodyProps) {
  const styles = useMailBodyStyles()
  if (props.isHtml && props.html !== undefined) return <HtmlBody {...props} html={props.html} />
  return (
    <div className={styles.root}>
      <PlainTextBody text={props.text ?? ''} />
    </div>
  )
}

function HtmlBody({
  html,
  allowRemote,
  onAllowRemote,
  onAllowSender,
  title,
  inlineImages,
  locatedImages,
  contentBase,
}: MailBodyProps & { html: string }) {
  const styles = useMailBodyStyles()
  const { t } = useLingui()
  // 'Show images' holds for the message it was clicked on; another body starts blocked again.
  const [shownFor, setShownFor] = useState<string | null>(null)
  const remoteAllowed = allowRemote || shownFor === html
  const sanitised = useMemo(
    () =>
      sanitizeMail(html, {
        allowRemote: remoteAllowed,
        inlineImages,
        locatedImages,
        formatHeaderDate: formatMailTime,
        ...(contentBase === undefined ? {} : { contentBase }),
      }),
    [html, remoteAllowed, inlineImages, locatedImages, contentBase],
  )
  const srcDoc = useMemo(
    () => buildFrameDocument(sanitised.html, remoteAllowed),
    [sanitised.html, remoteAllowed],
  )
  const blocked = sanitised.blockedRemote
  const [frameHeight, watchFrame] = useFrameHeight()
  const dark = usePaintsDark()

  return (
    <div className={styles.root}>
      {blocked > 0 && (
        <MessageBar intent="info">
          <MessageBarBody>
            {/* Chinese has one form; the translations give theirs (English: one / other). */}
            <Plural value={blocked} other="为保护您的隐私，已阻止 # 张远程图片。" />
          </MessageBarBody>
          <MessageBarActions>
            <Button
              size="small"
              onClick={() => {
                setShownFor(html)
                onAllowRemote?.()
              }}
            >
              {t`显示图片`}
            </Button>
            {onAllowSender && (
              <Button size="small" onClick={onAllowSender}>
                {t`始终信任此发件人`}
              </Button>
            )}
          </MessageBarActions>
        </MessageBar>
      )}
      <iframe
        ref={watchFrame}
        className={mergeClasses(styles.frame, dark && styles.frameOnDark)}
        style={{ height: `${frameHeight}px` }}
        title={title}
        sandbox={MAIL_FRAME_SANDBOX}
        referrerPolicy="no-referrer"
        srcDoc={srcDoc}
      />
    </div>
  )
}

function PlainTextBody({ text }: { text: string }) {
  const styles = useMailBodyStyles()
  const segments = useMemo(() => linkifyPlainText(text.replace(/\r\n?/g, '\n')), [text])
  return (
    <div className={styles.text} data-testid="mail-body-text">
      {segments.map((segment, index) =>
        segment.kind === 'text' ? (
          segment.text
        ) : (
          // Index keys are stable here: the segments are derived from the text alone.
          <Link key={index} href={segment.href} target="_blank" rel="noopener noreferrer">
            {segment.text}
          </Link>
        ),
      )}
    </div>
  )
}
