/**
 * A reader tab of the mailbox (props: ReaderTabProps): the signed-in account meets ReaderView,
 * with the saved reading choice (html or text) the mail is first shown in. The choice is read
 * once per account; the first reader waits for it under the tab's Suspense.
 */
import { use } from 'react'
import { readingModeOf } from '../../app/readingPreference.ts'
import { useActiveSession } from '../../app/session/useSession.ts'
import { readerAccount } from './readerAccount.ts'
import type { ReaderTabProps } from './readerTab.types.ts'
import { ReaderView } from './ReaderView.tsx'

export default function ReaderTab({ tab }: ReaderTabProps) {
  const { user, loginAfter } = useActiveSession()
  const readingMode = use(readingModeOf(user.email))
  return <ReaderView tab={tab} account={readerAccount(loginAfter, user.email, readingMode)} />
}
