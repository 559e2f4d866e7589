/**
 * The compose file-centre picker (R-COMPOSE-4: personal file core, network disk, company disk):
 * three tabs, each a paged list of 10 (the disks with folders and a breadcrumb). Files ticked in
 * any tab add up, with the count shown; OK hands them back. The caller opens it behind the file
 * lock (R-LOCK-6) and applies the duplicate-name rule.
 */
import {
  Button,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  Tab,
  TabList,
  Text,
  mergeClasses,
} from '@fluentui/react-components'
import { useLingui } from '@lingui/react/macro'
import { useId, useState } from 'react'
import { useOpeningKey } from '../../common/useOpeningKey.ts'
import {
  pickKey,
  type FileCentreSource,
  type PickedFile,
} from '../../../domain/compose/filePicks.ts'
import { FileCentreList } from './FileCentreList.tsx'
import { useFileCentrePickerStyles } from './useFileCentrePickerStyles.styles.ts'

export interface FileCentrePickerProps {
  /** Kept mounted and closed through `open` (a modal unmounted while open leaves aria-hidden). */
  open: boolean
  onConfirm: (files: PickedFile[]) => void
  onCancel: () => void
}

export function FileCentrePicker(props: FileCentrePickerProps) {
  const styles = useFileCentrePickerStyles()
  // Each opening is a fresh Dialog and a fresh picker: nothing ticked, first tab.
  const openings = useOpeningKey(props.open)
  return (
    <Dialog
      key={openings}
      open={props.open}
      onOpenChange={(_, data) => !data.open && props.onCancel()}
    >
      <DialogSurface className={styles.surface}>
        {props.open && <Picker {...props} />}
      </DialogSurface>
    </Dialog>
  )
}

const SOURCES: readonly FileCentreSource[] = ['core', 'net', 'company']

function Picker({ onConfirm, onCancel }: FileCentrePickerProps) {
  const { t } = useLingui()
  const styles = useFileCentrePickerStyles()
  const idBase = useId()
  const [tab, setTab] = useState<FileCentreSource>('core')
  // A tab's list is fetched when first shown and kept (hidden) so its folder and page survive.
  const [visited, setVisited] = useState<ReadonlySet<FileCentreSource>>(() => new Set(['core']))
  const [picked, setPicked] = useState<ReadonlyMap<string, PickedFile>>(() => new Map())
  const labels: Record<FileCentreSource, string> = {
    core: t`个人文件中心`,
    net: t`网盘`,
    company: t`企业网盘`,
  }
  const select = (next: FileCentreSource) => {
    setTab(next)
    setVisited((seen) => new Set([...seen, next]))
  }
  const toggle = (file: PickedFile, on: boolean) =>
    setPicked((current) => {
      const next = new Map(current)
      if (on) next.set(pickKey(file), file)
      else next.delete(pickKey(file))
      return next
    })
  const chosen = picked.size
  const tabId = (source: FileCentreSource) => `${idBase}-tab-${source}`
  const panelId = (source: FileCentreSource) => `${idBase}-panel-${source}`

  return (
    <DialogBody>
      <DialogTitle>{t`从文件中心添加附件`}</DialogTitle>
      <DialogContent className={styles.content}>
        <TabList
          selectedValue={tab}
          onTabSelect={(_, data) => select(data.value as FileCentreSource)}
          aria-label={t`文件来源`}
        >
          {SOURCES.map((source) => (
            <Tab key={source} id={tabId(source)} value={source} aria-controls={panelId(source)}>
              {labels[source]}
            </Tab>
          ))}
        </TabList>
        {SOURCES.filter((source) => visited.has(source)).map((source) => (
          <div
            key={source}
            id={panelId(source)}
            role="tabpanel"
            aria-labelledby={tabId(source)}
            hidden={source !== tab}
            // The class's display would otherwise beat the hidden attribute.
            className={mergeClasses(styles.panel, source !== tab && styles.hiddenPanel)}
          >
            <FileCentreList
              source={source}
              label={labels[source]}
              picked={picked}
              onToggle={toggle}
            />
          </div>
        ))}
      </DialogContent>
      <DialogActions fluid>
        <Text className={styles.footer} aria-live="polite">
          {t`已选择 ${chosen} 个文件`}
        </Text>
        <Button
          appearance="primary"
          disabled={picked.size === 0}
          onClick={() => onConfirm([...picked.values()])}
        >
          {t`确定`}
        </Button>
        <Button appearance="secondary" onClick={onCancel}>
          {t`取消`}
        </Button>
      </DialogActions>
    </DialogBody>
  )
}
