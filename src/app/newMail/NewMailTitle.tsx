/**
 * The page title while new mail waits (R-LIVE-3: the new-mail count shows in the page title,
 * which scrolls): "【3 封新邮件】<title>" scrolls one character at a time. The
 * count is the new mail on the new-mail card; the title stops and comes back when the card is
 * emptied (read, deleted, closed) or when the window gets the focus back (the user has seen it);
 * the next new mail starts it again. Renders nothing.
 */
import { useLingui } from '@lingui/react/macro'
import { useEffect, useEffectEvent, useState } from 'react'
import { useNewMail, type NewMailNotice } from './newMailNotices.ts'

export const TITLE_SCROLL_MS = 400

/** `text` turned left by `step` characters (whole code points, so no surrogate is split). */
export function scrollTitle(text: string, step: number): string {
  const chars = [...text]
  if (chars.length === 0) return text
  const at = step % chars.length
  return [...chars.slice(at), ...chars.slice(0, at)].join('')
}

const keyOf = (notice: NewMailNotice | undefined) =>
  notice ? `${notice.folder}:${notice.uid}` : null

export function NewMailTitle() {
  const { t } = useLingui()
  const { notices } = useNewMail()
  const count = notices.length
  const newest = keyOf(notices[0])
  // The newest notice at the moment the window got the focus back: it has been seen.
  const [seen, setSeen] = useState<string | null>(null)
  const markSeen = useEffectEvent(() => setSeen(newest))
  useEffect(() => {
    const onFocus = () => markSeen()
    window.addEventListener('focus', onFocus)
    return () => window.removeEventListener('focus', onFocus)
  }, [])

  const banner = count > 0 && newest !== seen ? t`【${count} 封新邮件】` : null
  useEffect(() => {
    if (banner === null) return
    const original = document.title
    const text = `${banner}${original}`
    let step = 0
    document.title = text
    const timer = window.setInterval(() => {
      step += 1
      document.title = scrollTitle(text, step)
    }, TITLE_SCROLL_MS)
    return () => {
      window.clearInterval(timer)
      document.title = original
    }
  }, [banner])
  return null
}
