import type { PartialTheme } from '@fluentui/react-components'
import {
  createContext,
  startTransition,
  use,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useState,
  type ReactNode,
} from 'react'
import { paintPage, readStored, storeChoice, useSystemDark } from './appearance.ts'
import { RootFluentProvider } from './RootFluentProvider.tsx'
import {
  DEFAULT_APPEARANCE,
  DEFAULT_SKIN,
  isAppearance,
  isSkinId,
  loadSkinTheme,
  paintsDark,
  type Appearance,
  type SkinId,
} from './skins.ts'

const SKIN_KEY = 'webmail.skin'
const APPEARANCE_KEY = 'webmail.appearance'
/** No variables of its own: the default skin's light ones come from the static stylesheet on :root. */
const STATIC_THEME = {}

interface SkinContextValue {
  skin: SkinId
  setSkin: (skin: SkinId) => void
  /**
   * The server's skin_name and appearance (login-after info, setSkin's answer) are the user's in
   * every browser; the stored ones only paint the screens before they are known.
   */
  adoptServerSkin: (name: string | undefined, appearance?: string) => void
  /** System / light / dark (issue 17); stored beside the skin, mirrored to localStorage. */
  appearance: Appearance
  setAppearance: (appearance: Appearance) => void
  /** Whether the app paints dark now (the choice, the system's live answer, the night skin). */
  dark: boolean
}

const SkinContext = createContext<SkinContextValue | null>(null)

export function SkinProvider({ children }: { children: ReactNode }) {
  const [skin, setSkinState] = useState<SkinId>(
    () => readStored(SKIN_KEY, isSkinId) ?? DEFAULT_SKIN,
  )
  const [appearance, setAppearanceState] = useState<Appearance>(
    () => readStored(APPEARANCE_KEY, isAppearance) ?? DEFAULT_APPEARANCE,
  )
  const systemDark = useSystemDark()
  // Switching is a transition: while a theme's chunk loads, the current colours stay on screen
  // instead of the app suspending.
  const setSkin = useCallback((next: SkinId) => {
    startTransition(() => setSkinState(next))
    storeChoice(SKIN_KEY, next)
  }, [])
  const setAppearance = useCallback((next: Appearance) => {
    startTransition(() => setAppearanceState(next))
    // Read by index.html's first-paint script on the next visit (no white flash).
    storeChoice(APPEARANCE_KEY, next)
  }, [])
  const adoptServerSkin = useCallback(
    (name: string | undefined, serverAppearance?: string) => {
      if (isSkinId(name)) setSkin(name)
      // A server without the field leaves this browser's choice.
      if (isAppearance(serverAppearance)) setAppearance(serverAppearance)
    },
    [setSkin, setAppearance],
  )
  const dark = paintsDark(skin, appearance, systemDark)
  const value = useMemo(
    () => ({ skin, setSkin, adoptServerSkin, appearance, setAppearance, dark }),
    [skin, setSkin, adoptServerSkin, appearance, setAppearance, dark],
  )
  // The default skin's light variables are static CSS (skins.ts). Any other theme holds the first
  // render until it is there (no flash of the default colours); use() may sit in a condition.
  const theme: PartialTheme =
    skin === DEFAULT_SKIN && !dark ? STATIC_THEME : use(loadSkinTheme(skin, dark))
  const background = theme.colorNeutralBackground1
  // The page behind the app (overscroll, scrollbars, native controls) takes over from index.html's
  // first-paint script once the theme is known.
  useEffect(() => paintPage(dark, background), [dark, background])
  return (
    <SkinContext.Provider value={value}>
      <RootFluentProvider theme={theme} style={{ height: '100%' }}>
        {children}
      </RootFluentProvider>
    </SkinContext.Provider>
  )
}

export function useSkin(): SkinContextValue {
  const value = useContext(SkinContext)
  if (!value) throw new Error('useSkin outside SkinProvider')
  return value
}

/** Whether the app paints dark; false outside a SkinProvider (a component rendered on its own). */
export function usePaintsDark(): boolean {
  return useContext(SkinContext)?.dark ?? false
}
