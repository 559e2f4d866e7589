/**
 * Choosing a skin, wherever it is chosen: `applySaved` puts the server's answer (skin and
 * appearance) on screen and in the session (the login-after info), `choose` (the top-bar menu)
 * shows the skin at once, saves it through setSkin and goes back to the previous one if the save
 * fails.
 */
import { useActiveSession } from '../../../app/session/useSession.ts'
import { useSkin } from '../../../app/theme/SkinProvider.tsx'
import { isAppearance, isSkinId, type SkinId } from '../../../app/theme/skins.ts'
import { saveSkin, type SkinSetting } from './skinCalls.ts'

export function useSkinChoice() {
  const { skin, setSkin, appearance, setAppearance } = useSkin()
  const { send } = useActiveSession()

  const applySaved = (saved: Partial<SkinSetting> | undefined) => {
    const name = saved?.skin_name
    if (!isSkinId(name)) return
    setSkin(name)
    if (isAppearance(saved?.appearance)) setAppearance(saved.appearance)
    send({
      type: 'session.settingsSaved',
      loginAfter: { skin_name: name, ...(saved?.appearance && { appearance: saved.appearance }) },
    })
  }

  const choose = async (next: SkinId) => {
    const previous = skin
    setSkin(next)
    try {
      applySaved(await saveSkin({ skin_name: next }, undefined, { inline: false }))
    } catch {
      setSkin(previous)
    }
  }

  return { skin, appearance, choose, applySaved }
}
