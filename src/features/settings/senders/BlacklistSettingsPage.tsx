/** /setting/blacklist: the shared sender-list page on the black list. */
import { SenderListPage } from './SenderListPage.tsx'

export default function BlacklistSettingsPage() {
  return <SenderListPage kind="black" />
}
