/**
 * The pinyin key of a name for the password rule "not the pinyin of your name", with the pinyin
 * dictionary (~150 KB gzip) loaded only once a name is typed: '' (rule off) until then.
 */
import { useEffect, useState } from 'react'

type NameKeyOf = (name: string) => string

let loaded: NameKeyOf | null = null
const loadNameKeyOf = () =>
  import('../../domain/password/namePinyin.ts').then((module) => (loaded = module.nameKeyOf))

export function useNamePinyin(realName: string): string {
  const [nameKeyOf, setNameKeyOf] = useState<NameKeyOf | null>(() => loaded)
  const wanted = realName.trim() !== ''
  useEffect(() => {
    if (!wanted || nameKeyOf) return
    let live = true
    void loadNameKeyOf().then((load) => live && setNameKeyOf(() => load))
    return () => {
      live = false
    }
  }, [wanted, nameKeyOf])
  return nameKeyOf && wanted ? nameKeyOf(realName) : ''
}
