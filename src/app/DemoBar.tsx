/**
 * Demo mode only: says the data is made up, names the scenario, and offers "reset demo data"
 * (back to the seed, signed out). Not rendered in the real-backend bundle.
 */
import { Button, makeStyles, Text, tokens } from '@fluentui/react-components'
import { ArrowResetRegular } from '@fluentui/react-icons'
import { useLingui } from '@lingui/react/macro'
import { useState } from 'react'
import { tokenCookie, lockedCookie } from './cookies.ts'
import { resetDemo } from './demo.ts'
import { DemoPhone } from './DemoPhone.tsx'

const useStyles = makeStyles({
  root: {
    position: 'fixed',
    left: tokens.spacingHorizontalM,
    bottom: tokens.spacingVerticalM,
    zIndex: 50,
    display: 'flex',
    alignItems: 'center',
    gap: tokens.spacingHorizontalS,
    padding: `${tokens.spacingVerticalXS} ${tokens.spacingHorizontalS}`,
    borderRadius: tokens.borderRadiusMedium,
    backgroundColor: tokens.colorPaletteYellowBackground2,
    boxShadow: tokens.shadow4,
  },
})

export function DemoBar() {
  const styles = useStyles()
  const { t } = useLingui()
  const [busy, setBusy] = useState(false)
  const reset = async () => {
    setBusy(true)
    await resetDemo()
    tokenCookie.clear()
    lockedCookie.clear()
    window.location.assign('/login')
  }
  return (
    <>
      <DemoPhone />
      <aside className={styles.root} aria-label={t`演示模式`}>
        <Text size={200} weight="semibold">
          {t`演示模式：数据均为虚构`}
        </Text>
        <Button
          size="small"
          icon={<ArrowResetRegular />}
          disabled={busy}
          onClick={() => void reset()}
        >
          {t`重置演示数据`}
        </Button>
      </aside>
    </>
  )
}
