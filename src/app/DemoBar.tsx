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

// A narrow badge at the foot of the left icon rail (56 px wide, empty down there): it covers
// nothing of the folder tree or any screen (it once sat over the start of Quick reply). The
// full sentence is its title and its accessible description.
const useStyles = makeStyles({
  root: {
    position: 'fixed',
    left: '4px',
    bottom: tokens.spacingVerticalM,
    width: '48px',
    boxSizing: 'border-box',
    zIndex: 50,
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'center',
    gap: tokens.spacingVerticalXXS,
    padding: `${tokens.spacingVerticalXS} 0`,
    borderRadius: tokens.borderRadiusMedium,
    backgroundColor: tokens.colorPaletteYellowBackground2,
    boxShadow: tokens.shadow4,
    textAlign: 'center',
  },
})

export function DemoBar() {
  const styles = useStyles()
  const { t } = useLingui()
  const [busy, setBusy] = useState(false)
  const note = t`演示模式：数据均为虚构`
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
      <aside
        className={styles.root}
        aria-label={t`演示模式`}
        aria-describedby="demo-badge-note"
        title={note}
      >
        <Text size={100} weight="semibold">
          {t({ message: '演示', comment: "Badge word, at most ~5 letters. English: 'Demo'" })}
        </Text>
        <span id="demo-badge-note" hidden>
          {note}
        </span>
        <Button
          size="small"
          appearance="subtle"
          icon={<ArrowResetRegular />}
          disabled={busy}
          aria-label={t`重置演示数据`}
          title={t`重置演示数据`}
          onClick={() => void reset()}
        />
      </aside>
    </>
  )
}
