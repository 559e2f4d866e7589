import { FluentProvider } from '@fluentui/react-components'
import { createContext, useCallback, useContext, useMemo, useState, type ReactNode } from 'react'
import { DEFAULT_SKIN, isSkinId, skinTheme, type SkinId } from './skins.ts'

const STORAGE_KEY = 'webmail.skin'

interface SkinContextValue {
  skin: SkinId
  setSkin: (skin: SkinId) => void
  /** The server's skin_name wins until the user picks one in this browser. */
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
  const setSkin = useCallback((next: SkinId) => {
    setSkinState(next)
    try {
      localStorage.setItem(STORAGE_KEY, next)
    } catch {
      // Private mode: the choice lasts for this page only.
    }
  }, [])
  const adoptServerSkin = useCallback((name: string | undefined) => {
    if (!storedSkin() && isSkinId(name)) setSkinState(name)
  }, [])
  const value = useMemo(() => ({ skin, setSkin, adoptServerSkin }), [skin, setSkin, adoptServerSkin])
  return (
    <SkinContext.Provider value={value}>
      <FluentProvider theme={skinTheme(skin)} style={{ height: '100%' }}>
        {children}
      </FluentProvider>
    </SkinContext.Provider>
  )
}

export function useSkin(): SkinContextValue {
  const value = useContext(SkinContext)
  if (!value) throw new Error('useSkin outside SkinProvider')
  return value
}
