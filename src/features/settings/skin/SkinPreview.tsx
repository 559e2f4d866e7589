/**
 * A skin's card on /setting/skin: a small rendered preview in the skin's own colours (its top
 * bar, a folder column with the selected folder, mail rows with the selected one) and its name.
 * The card is a native radio's label, so the grid is one radio group: Tab reaches the chosen
 * card, the arrow keys move the choice, and the screen reader says "name, radio, n of 15".
 */
import { makeStyles, mergeClasses, Text, tokens } from '@fluentui/react-components'
import { CheckmarkCircleFilled } from '@fluentui/react-icons'
import { brandRamp } from '../../../app/theme/brandRamp.ts'
import { skinSwatch, type SkinId } from '../../../app/theme/skins.ts'

const useStyles = makeStyles({
  card: {
    position: 'relative',
    display: 'flex',
    flexDirection: 'column',
    rowGap: tokens.spacingVerticalS,
    padding: tokens.spacingHorizontalS,
    borderRadius: tokens.borderRadiusLarge,
    border: `1px solid ${tokens.colorNeutralStroke2}`,
    backgroundColor: tokens.colorNeutralBackground1,
    cursor: 'pointer',
    ':hover': { border: `1px solid ${tokens.colorNeutralStroke1Hover}` },
    ':focus-within': { outline: `2px solid ${tokens.colorStrokeFocus2}`, outlineOffset: '2px' },
  },
  chosen: {
    border: `2px solid ${tokens.colorBrandStroke1}`,
    padding: `calc(${tokens.spacingHorizontalS} - 1px)`,
    ':hover': { border: `2px solid ${tokens.colorBrandStroke1}` },
  },
  // Visually hidden, still focusable and announced (the card is its label).
  radio: {
    position: 'absolute',
    width: '1px',
    height: '1px',
    margin: '-1px',
    overflow: 'hidden',
    clipPath: 'inset(50%)',
    whiteSpace: 'nowrap',
  },
  preview: {
    display: 'grid',
    gridTemplateColumns: '28% 1fr',
    gridTemplateRows: '14px 1fr',
    height: '78px',
    borderRadius: tokens.borderRadiusMedium,
    overflow: 'hidden',
    border: `1px solid ${tokens.colorNeutralStroke3}`,
  },
  bar: { gridColumn: '1 / 3' },
  side: { display: 'flex', flexDirection: 'column', rowGap: '3px', padding: '5px 4px' },
  list: { display: 'flex', flexDirection: 'column', rowGap: '4px', padding: '5px 6px' },
  line: { height: '5px', borderRadius: '2px' },
  name: { display: 'flex', alignItems: 'center', columnGap: tokens.spacingHorizontalXS },
  mark: { color: tokens.colorBrandForeground1, flexShrink: 0 },
})

/** The preview's colours: the skin's brand ramp on a light page, or on a dark one for night. */
function previewColours(skin: SkinId) {
  const ramp = brandRamp(skinSwatch(skin))
  const dark = skin === 'night'
  return {
    bar: dark ? '#1f1f1f' : ramp[80],
    side: dark ? '#292929' : '#f5f5f5',
    page: dark ? '#1b1b1b' : '#ffffff',
    selected: dark ? ramp[40] : ramp[150],
    accent: dark ? ramp[110] : ramp[80],
    text: dark ? '#5c5c5c' : '#d1d1d1',
  }
}

export function SkinCard({
  skin,
  label,
  checked,
  current,
  currentText,
  onChoose,
}: {
  skin: SkinId
  label: string
  checked: boolean
  /** The skin the app wears now (saved): marked with a check and "current". */
  current: boolean
  currentText: string
  onChoose: () => void
}) {
  const styles = useStyles()
  const colours = previewColours(skin)
  return (
    <label className={mergeClasses(styles.card, checked && styles.chosen)}>
      <input
        type="radio"
        name="skin"
        value={skin}
        checked={checked}
        onChange={onChoose}
        aria-label={label}
        className={styles.radio}
        aria-describedby={current ? `skin-current-${skin}` : undefined}
      />
      <span className={styles.preview} aria-hidden="true" style={{ background: colours.page }}>
        <span className={styles.bar} style={{ background: colours.bar }} />
        <span className={styles.side} style={{ background: colours.side }}>
          <span className={styles.line} style={{ background: colours.accent }} />
          <span className={styles.line} style={{ background: colours.text }} />
          <span className={styles.line} style={{ background: colours.text }} />
        </span>
        <span className={styles.list}>
          <span className={styles.line} style={{ background: colours.selected, height: '9px' }} />
          <span className={styles.line} style={{ background: colours.text }} />
          <span className={styles.line} style={{ background: colours.text, width: '70%' }} />
          <span className={styles.line} style={{ background: colours.text }} />
        </span>
      </span>
      <span className={styles.name}>
        <Text weight={checked ? 'semibold' : 'regular'}>{label}</Text>
        {current && (
          <>
            <CheckmarkCircleFilled className={styles.mark} aria-hidden="true" />
            <Text size={200} id={`skin-current-${skin}`} className={styles.mark}>
              {currentText}
            </Text>
          </>
        )}
      </span>
    </label>
  )
}
