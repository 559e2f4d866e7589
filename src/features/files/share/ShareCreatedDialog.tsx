/**
 * The share just made: its link and extraction code, with "copy link" and "copy link and code"
 * (the clipboard), and until when the link works.
 */
import {
  Button,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  Field,
  Input,
  MessageBar,
  MessageBarBody,
  makeStyles,
  tokens,
} from '@fluentui/react-components'
import { useLingui } from '@lingui/react/macro'
import { useState } from 'react'
import { shareLinkAndCode, shareUrl, type FileShare } from './shareCalls.ts'

const useStyles = makeStyles({
  fields: { display: 'flex', flexDirection: 'column', rowGap: tokens.spacingVerticalM },
  surface: { width: 'min(560px, calc(100vw - 32px))' },
})

/** Writes to the clipboard; false when the browser refuses (no permission, not secure). */
export async function copyText(text: string): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text)
    return true
  } catch {
    return false
  }
}

export function ShareCreatedDialog({ share, onClose }: { share: FileShare; onClose: () => void }) {
  const { t, i18n } = useLingui()
  const styles = useStyles()
  const [copied, setCopied] = useState<'link' | 'both' | 'failed' | null>(null)
  const copy = async (what: 'link' | 'both') => {
    const ok = await copyText(what === 'link' ? shareUrl(share) : shareLinkAndCode(share))
    setCopied(ok ? what : 'failed')
  }
  const expiry = share.expire_at
    ? t`链接有效期至 ${i18n.date(share.expire_at, { dateStyle: 'medium', timeStyle: 'short' })}`
    : t`链接永久有效`
  return (
    <Dialog open modalType="modal" onOpenChange={(_, data) => !data.open && onClose()}>
      <DialogSurface className={styles.surface}>
        <DialogBody>
          <DialogTitle>{t`分享链接已创建`}</DialogTitle>
          <DialogContent className={styles.fields}>
            <Field label={t`分享链接`} hint={expiry}>
              <Input readOnly value={shareUrl(share)} onFocus={(e) => e.target.select()} />
            </Field>
            {share.code && (
              <Field label={t`提取码`}>
                <Input readOnly value={share.code} onFocus={(e) => e.target.select()} />
              </Field>
            )}
            {copied && (
              <MessageBar intent={copied === 'failed' ? 'error' : 'success'} role="status">
                <MessageBarBody>
                  {copied === 'failed'
                    ? t`无法访问剪贴板，请手动复制`
                    : copied === 'link'
                      ? t`链接已复制`
                      : t`链接和提取码已复制`}
                </MessageBarBody>
              </MessageBar>
            )}
          </DialogContent>
          <DialogActions>
            <Button appearance="primary" onClick={() => void copy('link')}>
              {t`复制链接`}
            </Button>
            {share.code && <Button onClick={() => void copy('both')}>{t`复制链接和提取码`}</Button>}
            <Button onClick={onClose}>{t`完成`}</Button>
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  )
}
