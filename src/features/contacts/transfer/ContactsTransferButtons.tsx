/**
 * The pab page's toolbar buttons for import and export (issue 13; the lead wires them into the
 * spot the pab page leaves for them). Import opens the dialog; export offers xlsx, csv and vCard
 * of the selected contacts, or of the whole group when none is selected.
 */
import {
  Button,
  Menu,
  MenuItem,
  MenuList,
  MenuPopover,
  MenuTrigger,
  MenuGroup,
  MenuGroupHeader,
} from '@fluentui/react-components'
import { ArrowDownloadRegular, ArrowUploadRegular } from '@fluentui/react-icons'
import { useLingui } from '@lingui/react/macro'
import { lazy, Suspense, useState } from 'react'
import type { ContactExportFormat } from '../../../domain/contacts/transfer/exportFile.ts'
import { exportContacts } from './exportCall.ts'

// SheetJS, Papa Parse and ical.js load with the dialog, not with the contacts page.
const ImportContactsDialog = lazy(() =>
  import('./ImportContactsDialog.tsx').then((m) => ({ default: m.ImportContactsDialog })),
)

export function ImportContactsButton({
  groupId,
  onImported,
}: {
  groupId: number
  onImported: () => void
}) {
  const { t } = useLingui()
  const [open, setOpen] = useState(false)
  return (
    <>
      <Button icon={<ArrowUploadRegular />} onClick={() => setOpen(true)}>
        {t`导入联系人`}
      </Button>
      {open && (
        <Suspense fallback={null}>
          <ImportContactsDialog
            open
            groupId={groupId}
            onImported={onImported}
            onClose={() => setOpen(false)}
          />
        </Suspense>
      )}
    </>
  )
}

export function ExportContactsButton({
  groupId,
  selectedIds,
}: {
  groupId: number
  selectedIds: readonly number[]
}) {
  const { t } = useLingui()
  const [busy, setBusy] = useState(false)
  const count = selectedIds.length
  const run = async (format: ContactExportFormat) => {
    setBusy(true)
    try {
      await exportContacts(groupId, selectedIds, format)
    } finally {
      setBusy(false)
    }
  }
  return (
    <Menu>
      <MenuTrigger disableButtonEnhancement>
        <Button icon={<ArrowDownloadRegular />} disabledFocusable={busy}>
          {t`导出联系人`}
        </Button>
      </MenuTrigger>
      <MenuPopover>
        <MenuList>
          <MenuGroup>
            <MenuGroupHeader>
              {count > 0 ? t`导出选中的 ${count} 个联系人` : t`导出本组全部联系人`}
            </MenuGroupHeader>
            <MenuItem onClick={() => void run('xlsx')}>{t`Excel 文件（xlsx）`}</MenuItem>
            <MenuItem onClick={() => void run('csv')}>{t`CSV 文件（csv）`}</MenuItem>
            <MenuItem onClick={() => void run('vcf')}>{t`vCard 名片（vcf）`}</MenuItem>
          </MenuGroup>
        </MenuList>
      </MenuPopover>
    </Menu>
  )
}
