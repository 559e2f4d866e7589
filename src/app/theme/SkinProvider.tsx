import {
  createContext,
  startTransition,
  use,
  useCallback,
  useContext,
  useMemo,
  useState,
  type ReactNode,
} from 'react'
import { RootFluentProvider } from './RootFluentProvider.tsx'
import { DEFAULT_SKIN, isSkinId, loadSkinTheme, type SkinId } from './skins.ts'

const STORAGE_KEY = 'webmail.skin'
/** No variables of its own: the default skin's come from the static stylesheet on :root. */
const STATIC_THEME = {}

interface SkinContextValue {
  skin: SkinId
  setSkin: (skin: SkinId) => void
  /**
   * The server's skin_name (login-after info, setSkin's answer) is the user's skin in every
   * browser; the stored one only paints the screens before it is known.
   */
  adoptServerSkin: (name: string | undefined) => void
}

const SkinContext = createContext<SkinContextValue | null>(null)

function storedSkin(): SkinId | undefined {
  try {
    const value = localStorage.getItem(STORAGE_KEY)
    return isSkinId(value) ? value : undefined
  } catch {
    return undefined
  }
}

export function SkinProvider({ children }: { children: ReactNode }) {
  const [skin, setSkinState] = useState<SkinId>(() => storedSkin() ?? DEFAULT_SKIN)
  // Switching is a transition: while the night theme's chunk loads, the current skin stays on
  // screen instead of the app suspending.
  const setSkin = useCallback((next: SkinId) => {
    startTransition(() => setSkinState(next))
    try {
      localStorage.setItem(STORAGE_KEY, next)
    } catch {
      // Private mode: the choice lasts for this page only.
    }
  }, [])
  const adoptServerSkin = useCallback(
    (name: string | undefined) => {
      if (isSkinId(name)) setSkin(name)
    },
    [setSkin],
  )
  const value = useMemo(
    () => ({ skin, setSkin, adoptServerSkin }),
    [skin, setSkin, adoptServerSkin],
  )
  // The default skin's variables are static CSS (skins.ts). Another stored skin holds the first
  // render until its theme is there (no flash of the default colours).
  // use() on every render of a non-default skin, never only while loading: React requires the
  // same use() calls once the promise settled (the stable promise is read at once then).
  const theme = skin === DEFAULT_SKIN ? STATIC_THEME : use(loadSkinTheme(skin))
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
