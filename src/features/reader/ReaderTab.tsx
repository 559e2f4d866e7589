/** Replaced by the reader work of issue 3 (props: ReaderTabProps in readerTab.types.ts). */
import { ComingLater } from '../common/ComingLater.tsx'
import type { ReaderTabProps } from './readerTab.types.ts'

export default function ReaderTab({ tab }: ReaderTabProps) {
  return <ComingLater title={tab.title} />
}
