/**
 * What a screen that a later release builds shows meanwhile: its name and a plain statement —
 * never invented content.
 */
import { makeStyles, Text, tokens } from '@fluentui/react-components'
import { WrenchScrewdriverRegular } from '@fluentui/react-icons'
import { useLingui } from '@lingui/react/macro'

const useStyles = makeStyles({
  root: {
    margin: 'auto',
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'center',
    gap: tokens.spacingVerticalM,
    padding: tokens.spacingHorizontalXXXL,
    textAlign: 'center',
    color: tokens.colorNeutralForeground2,
  },
  icon: { fontSize: '48px', color: tokens.colorBrandForeground1 },
})

export function ComingLater({ title }: { title: string }) {
  const styles = useStyles()
  const { t } = useLingui()
  return (
    <section className={styles.root} role="region" aria-label={title} data-testid="coming-later">
      <WrenchScrewdriverRegular className={styles.icon} aria-hidden />
      <Text as="h1" size={500} weight="semibold">
        {title}
      </Text>
      <Text>{t`此功能将在后续版本中提供。`}</Text>
    </section>
  )
}
