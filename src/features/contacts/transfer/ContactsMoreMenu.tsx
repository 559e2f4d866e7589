/**
 * The pab toolbar's "More" menu (issue 13): import and export, used less than the actions on the
 * ticked contacts, sit in one menu button like Outlook's "…" so the toolbar keeps one line at
 * 1440 px (decisions.md #236). Import opens the dialog; export is a submenu of xlsx, csv and
 * vCard for the selected contacts, or for the whole group when none is selected.
 */
import {
  Menu,
  MenuButton,
  MenuGroup,
  MenuGroupHeader,
  MenuItem,
  MenuList,
  MenuPopover,
  MenuTrigger,
} from '@fluentui/react-components'
import {
  ArrowDownloadRegular,
  ArrowUploadRegular,
  MoreHorizontalRegular,
} from '@fluentui/react-icons'
import { useLingui } from '@lingui/react/macro'
import { lazy, Suspense, useState } from 'react'
import type { ContactExportFormat } from '../../../domain/contacts/transfer/rules.ts'
import { exportContacts } from './exportCall.ts'

// SheetJS, Papa Parse and ical.js load with the dialog, not with the contacts page.
const ImportContactsDialog = lazy(() =>
  import('./ImportContactsDialog.tsx').then((m) => ({ default: m.ImportContactsDialog })),
)

export function ContactsMoreMenu({
  groupId,
  selectedIds,
  onImported,
}: {
  groupId: number
  selectedIds: readonly number[]
  onImported: () => void
}) {
  const { t } = useLingui()
  const [importing, setImporting] = useState(false)
  const [exporting, setExporting] = useState(false)
  const count = selectedIds.length
  const run = async (format: ContactExportFormat) => {
    setExporting(true)
    try {
      await exportContacts(groupId, selectedIds, format)
    } finally {
      setExporting(false)
    }
  }
  return (
    <>
      <Menu>
        <MenuTrigger disableButtonEnhancement>
          <MenuButton icon={<MoreHorizontalRegular />}>
            {t({ message: '更多', context: 'contacts toolbar' })}
          </MenuButton>
        </MenuTrigger>
        <MenuPopover>
          <MenuList>
            <MenuItem icon={<ArrowUploadRegular />} onClick={() => setImporting(true)}>
              {t`导入联系人`}
            </MenuItem>
            <Menu>
              <MenuTrigger disableButtonEnhancement>
                <MenuItem icon={<ArrowDownloadRegular />} disabled={exporting}>
                  {t`导出联系人`}
                </MenuItem>
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
          </MenuList>
        </MenuPopover>
      </Menu>
      {importing && (
        <Suspense fallback={null}>
          <ImportContactsDialog
            open
            groupId={groupId}
            onImported={onImported}
            onClose={() => setImporting(false)}
          />
        </Suspense>
      )}
    </>
  )
}
