/**
 * The side panel's stationery tab (R-COMPOSE, C-LIMIT-15: 14 backgrounds): 'none' and one
 * thumbnail per background, a grid walked with the arrow keys (one tab stop), the chosen one
 * pressed. Choosing sends `stationery.choose`; the background shows behind the editor and wraps
 * the mail when it goes out.
 */
import { mergeClasses, Spinner, useArrowNavigationGroup } from '@fluentui/react-components'
import { useLingui } from '@lingui/react/macro'
import { useEffect, useState } from 'react'
import type { ComposeStationery } from '../../domain/compose/index.ts'
import { fetchStationery } from './composeSettingsApi.ts'
import { useComposeSidePanelStyles } from './useComposeSidePanelStyles.styles.ts'

/** The backgrounds, read once the tab shows; [] when the server gave none (or failed). */
function useStationeryList(): ComposeStationery[] | null {
  const [list, setList] = useState<ComposeStationery[] | null>(null)
  useEffect(() => {
    const controller = new AbortController()
    fetchStationery(controller.signal).then(setList, () => {
      if (!controller.signal.aborted) setList([])
    })
    return () => controller.abort()
  }, [])
  return list
}

export interface StationeryPickerProps {
  chosen: ComposeStationery | null
  disabled: boolean
  onChoose: (stationery: ComposeStationery | null) => void
}

export function StationeryPicker({ chosen, disabled, onChoose }: StationeryPickerProps) {
  const styles = useComposeSidePanelStyles()
  const { t } = useLingui()
  const list = useStationeryList()
  const arrows = useArrowNavigationGroup({ axis: 'grid-linear', memorizeCurrent: true })
  if (list === null) return <Spinner size="tiny" label={t`正在读取信纸…`} />
  return (
    <div role="group" aria-label={t`信纸`} className={styles.grid} {...arrows}>
      <button
        type="button"
        className={mergeClasses(styles.thumb, chosen === null && styles.thumbChosen)}
        aria-pressed={chosen === null}
        disabled={disabled}
        onClick={() => onChoose(null)}
      >
        {t({ message: '无信纸', comment: 'Stationery: no background' })}
      </button>
      {list.map((stationery, index) => {
        const selected = chosen?.id === stationery.id
        const number = index + 1
        return (
          <button
            key={stationery.id}
            type="button"
            className={mergeClasses(styles.thumb, selected && styles.thumbChosen)}
            style={{ backgroundImage: `url("${stationery.src}")` }}
            aria-pressed={selected}
            aria-label={t`信纸 ${number}`}
            title={t`信纸 ${number}`}
            disabled={disabled}
            onClick={() => onChoose(stationery)}
          />
        )
      })}
    </div>
  )
}
