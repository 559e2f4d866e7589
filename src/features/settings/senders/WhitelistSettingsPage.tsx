/** /setting/whitelist: the shared sender-list page on the white list. */
import { SenderListPage } from './SenderListPage.tsx'

export default function WhitelistSettingsPage() {
  return <SenderListPage kind="white" />
}
