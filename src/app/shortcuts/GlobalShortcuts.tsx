/**
 * The shortcuts that work on every screen of the layout: ? the sheet, c compose (a compose tab
 * in the open folder, through the mailbox's composeMail deep link), / the top bar's search, and
 * g then i / s / d to INBOX / Sent / Drafts. The screens bind their own (list, reader, compose).
 */
import { useNavigate, useRouterState } from '@tanstack/react-router'
import { lazy, Suspense, useCallback, useEffect, useState } from 'react'
import { DRAFTS_FOLDER } from '../../domain/mail/moreMenu.ts'
import { SEARCH_TARGET } from './searchTarget.ts'
import { useShortcut } from './useShortcut.ts'

const ShortcutSheet = lazy(() => import('./ShortcutSheet.tsx'))

const OPEN_FOLDER = /^\/mailbox\/innerbox\/([^/]+)/

/** On <html> once the layout's keys are bound (their code loads after the first paint). */
export const GLOBAL_KEYS_BOUND = 'data-global-keys'

export function GlobalShortcuts() {
  const navigate = useNavigate()
  const pathname = useRouterState({ select: (s) => s.location.pathname })
  // null until first asked for: the sheet's code loads then.
  const [sheetOpen, setSheetOpen] = useState<boolean | null>(null)
  const go = useCallback(
    (boxId: string, compose = false) =>
      void navigate({
        to: '/mailbox/innerbox/$boxId',
        params: { boxId },
        search: compose ? { init: 'composeMail' } : {},
      }),
    [navigate],
  )
  const openFolder = OPEN_FOLDER.exec(pathname)?.[1]
  useShortcut(
    'help',
    useCallback(() => setSheetOpen(true), []),
  )
  useShortcut(
    'compose',
    useCallback(
      () => go(openFolder ? decodeURIComponent(openFolder) : 'INBOX', true),
      [go, openFolder],
    ),
  )
  useShortcut(
    'search',
    useCallback(() => document.querySelector<HTMLInputElement>(`[${SEARCH_TARGET}]`)?.focus(), []),
  )
  useShortcut(
    'goInbox',
    useCallback(() => go('INBOX'), [go]),
  )
  useShortcut(
    'goSent',
    useCallback(() => go('Sent'), [go]),
  )
  useShortcut(
    'goDrafts',
    useCallback(() => go(DRAFTS_FOLDER), [go]),
  )
  // After the bindings above (effects run in order): a key pressed from now on is heard. Tests
  // wait for it instead of pressing again (a key pressed before this chunk arrived was lost).
  useEffect(() => {
    const root = document.documentElement
    root.setAttribute(GLOBAL_KEYS_BOUND, '')
    return () => root.removeAttribute(GLOBAL_KEYS_BOUND)
  }, [])
  if (sheetOpen === null) return null
  return (
    <Suspense fallback={null}>
      <ShortcutSheet open={sheetOpen} onClose={() => setSheetOpen(false)} />
    </Suspense>
  )
}
