/**
 * Choosing a skin, wherever it is chosen: `applySaved` puts the server's answer on screen and in
 * the session (the login-after info's skin_name), `choose` (the top-bar menu) shows the skin at
 * once, saves it through setSkin and goes back to the previous one if the save fails.
 */
import { useActiveSession } from '../../../app/session/useSession.ts'
import { useSkin } from '../../../app/theme/SkinProvider.tsx'
import { isSkinId, type SkinId } from '../../../app/theme/skins.ts'
import { saveSkin } from './skinCalls.ts'

export function useSkinChoice() {
  const { skin, setSkin } = useSkin()
  const { send } = useActiveSession()

  const applySaved = (name: string | undefined) => {
    if (!isSkinId(name)) return
    setSkin(name)
    send({ type: 'session.settingsSaved', loginAfter: { skin_name: name } })
  }

  const choose = async (next: SkinId) => {
    const previous = skin
    setSkin(next)
    try {
      applySaved((await saveSkin({ skin_name: next }, undefined, { inline: false })).skin_name)
    } catch {
      setSkin(previous)
    }
  }

  return { skin, choose, applySaved }
}
