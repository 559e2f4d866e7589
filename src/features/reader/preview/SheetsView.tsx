/**
 * Sheets of a workbook (or a csv) as tabs, each a table the page builds from the cells' text,
 * with Excel's row numbers and column letters; a cut sheet says what is shown (decision 253).
 */
import { Tab, TabList, Text } from '@fluentui/react-components'
import { useLingui } from '@lingui/react/macro'
import { useState } from 'react'
import type { SheetPreview } from './parse/types.ts'
import { usePreviewStyles } from './usePreviewStyles.styles.ts'

/** 0 → A, 25 → Z, 26 → AA, as spreadsheet columns are named. */
export function columnName(index: number): string {
  let name = ''
  for (let n = index + 1; n > 0; n = Math.floor((n - 1) / 26)) {
    name = String.fromCharCode(65 + ((n - 1) % 26)) + name
  }
  return name
}

export function SheetsView({ sheets }: { sheets: SheetPreview[] }) {
  const styles = usePreviewStyles()
  const { t } = useLingui()
  const [selected, setSelected] = useState(0)
  const sheet = sheets[selected] ?? sheets[0]!
  const width = sheet.rows.reduce((most, row) => Math.max(most, row.length), 0)
  const shownRows = sheet.rows.length
  const shownColumns = width
  const { totalRows, totalColumns } = sheet

  return (
    <div className={styles.sheets}>
      {sheets.length > 1 && (
        <TabList
          aria-label={t`工作表`}
          selectedValue={selected}
          onTabSelect={(_, data) => setSelected(data.value as number)}
        >
          {sheets.map((s, index) => (
            <Tab key={index} value={index}>
              {s.name}
            </Tab>
          ))}
        </TabList>
      )}
      {totalRows > shownRows && (
        <Text className={styles.note} role="note">
          {t`仅显示前 ${shownRows} 行（共 ${totalRows} 行），完整内容请下载后查看。`}
        </Text>
      )}
      {totalColumns > shownColumns && (
        <Text className={styles.note} role="note">
          {t`仅显示前 ${shownColumns} 列（共 ${totalColumns} 列），完整内容请下载后查看。`}
        </Text>
      )}
      {shownRows === 0 ? (
        <Text>{t`此工作表是空的`}</Text>
      ) : (
        <div className={styles.scroller} role="region" aria-label={sheet.name} tabIndex={0}>
          <table className={styles.table}>
            <thead>
              <tr>
                <th className={styles.corner} />
                {Array.from({ length: width }, (_, c) => (
                  <th key={c} scope="col">
                    {columnName(c)}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {sheet.rows.map((row, r) => (
                <tr key={r}>
                  <th scope="row">{r + 1}</th>
                  {Array.from({ length: width }, (_, c) => (
                    <td key={c}>{row[c] ?? ''}</td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </div>
  )
}
