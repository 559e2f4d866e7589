/** A reader tab of the mailbox (props: ReaderTabProps): the signed-in account meets ReaderView. */
import { useActiveSession } from '../../app/session/useSession.ts'
import { readerAccount } from './readerAccount.ts'
import type { ReaderTabProps } from './readerTab.types.ts'
import { ReaderView } from './ReaderView.tsx'

export default function ReaderTab({ tab }: ReaderTabProps) {
  const { user, loginAfter } = useActiveSession()
  return <ReaderView tab={tab} account={readerAccount(loginAfter, user.email)} />
}
