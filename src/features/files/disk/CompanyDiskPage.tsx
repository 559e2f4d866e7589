/** /file/cfile: the company disk (issue 15), what may be done decided by each permission. */
import { DiskPage } from './DiskPage.tsx'

export default function CompanyDiskPage() {
  return <DiskPage disk="cfile" />
}
