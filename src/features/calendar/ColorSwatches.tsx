/** The 16 preset colours as a radio group (the tag form's presets), with an optional "none". */
import { Button, makeStyles, mergeClasses, tokens } from '@fluentui/react-components'
import { CheckmarkFilled, DismissRegular } from '@fluentui/react-icons'
import { TAG_PRESET_COLORS } from '../../domain/mail/tags.ts'

const useStyles = makeStyles({
  swatches: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalXS },
  swatch: {
    width: '24px',
    height: '24px',
    minWidth: '24px',
    padding: 0,
    borderRadius: tokens.borderRadiusCircular,
    color: tokens.colorNeutralForegroundOnBrand,
  },
  chosen: { outline: `2px solid ${tokens.colorNeutralForeground1}`, outlineOffset: '2px' },
})

export function ColorSwatches({
  value,
  onChange,
  label,
  noneLabel,
}: {
  value: string
  onChange: (color: string) => void
  label: string
  /** Offers '' (e.g. "the calendar's colour") when given. */
  noneLabel?: string
}) {
  const styles = useStyles()
  return (
    <div className={styles.swatches} role="radiogroup" aria-label={label}>
      {noneLabel !== undefined && (
        <Button
          role="radio"
          aria-checked={value === ''}
          aria-label={noneLabel}
          title={noneLabel}
          className={mergeClasses(styles.swatch, value === '' && styles.chosen)}
          icon={<DismissRegular />}
          onClick={() => onChange('')}
        />
      )}
      {TAG_PRESET_COLORS.map((preset) => (
        <Button
          key={preset}
          role="radio"
          aria-checked={value.toUpperCase() === preset}
          aria-label={preset}
          className={mergeClasses(styles.swatch, value.toUpperCase() === preset && styles.chosen)}
          style={{ backgroundColor: preset }}
          icon={value.toUpperCase() === preset ? <CheckmarkFilled /> : undefined}
          onClick={() => onChange(preset)}
        />
      ))}
    </div>
  )
}
