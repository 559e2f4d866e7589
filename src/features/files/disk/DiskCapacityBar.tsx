/** The personal disk's capacity: used / total, or "unlimited" when the total is 0. */
import { Field, ProgressBar, makeStyles } from '@fluentui/react-components'
import { useLingui } from '@lingui/react/macro'
import { formatSize } from '../../../domain/format/index.ts'

const useStyles = makeStyles({ bar: { width: '240px', flexShrink: 0 } })

/** Above this share the bar turns to a warning colour. */
const WARN_AT = 0.9

export function DiskCapacityBar({ used, total }: { used: number; total: number }) {
  const { t } = useLingui()
  const styles = useStyles()
  const share = total > 0 ? Math.min(1, used / total) : 0
  const usedText = formatSize(used)
  const totalText = formatSize(total)
  return (
    <Field
      className={styles.bar}
      label={t`网盘容量`}
      orientation="vertical"
      hint={total > 0 ? t`已用 ${usedText} / 共 ${totalText}` : t`已用 ${usedText}（不限容量）`}
    >
      <ProgressBar
        value={share}
        max={1}
        thickness="large"
        color={share >= WARN_AT ? 'warning' : 'brand'}
        aria-label={t`网盘容量`}
      />
    </Field>
  )
}
