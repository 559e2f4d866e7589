/** The /print route: the mail the reader left in session storage (printMail.ts). */
import { useLingui } from '@lingui/react/macro'
import { useState } from 'react'
import { readPrintedMail } from '../printMail.ts'
import { PrintView } from './PrintView.tsx'

const printWindow = () => window.print()

export default function PrintPage() {
  const { t } = useLingui()
  const [mail] = useState(readPrintedMail)
  if (!mail) return <p role="alert">{t`没有可打印的邮件，请从邮件阅读页点击打印。`}</p>
  return <PrintView mail={mail} print={printWindow} />
}
