/** /file/pfile: the personal disk (issue 15). */
import { DiskPage } from './DiskPage.tsx'

export default function PersonalDiskPage() {
  return <DiskPage disk="pfile" />
}
