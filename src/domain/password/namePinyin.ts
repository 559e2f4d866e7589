import { pinyin } from 'pinyin-pro'
import type { PasswordContext } from './passwordRules.ts'

const HAN = /\p{Script=Han}/u
// Transliterated names are written with a middle dot (阿卜杜·买买提); nobody types it in a password.
const NAME_SEPARATORS = /[\s·•・]/gu

/**
 * The lower-case key of a real name that a password must not contain: the full toneless pinyin of
 * a Chinese name without spaces (张三 → zhangsan), or the name itself without spaces for any other
 * script (John Smith → johnsmith).
 *
 * Surname readings are used for the first character (单 → shan, not dan) and ü is written v
 * (吕 → lv) because that is how people type their names on a keyboard. Latin letters mixed into a
 * Chinese name are kept as they are. Returns '' for a blank name, which disables the rule.
 */
export function nameKeyOf(realName: string | null | undefined): string {
  const name = (realName ?? '').trim()
  if (name === '') return ''
  const spelled = HAN.test(name)
    ? pinyin(name, {
        toneType: 'none',
        type: 'array',
        mode: 'surname',
        surname: 'head',
        v: true,
        nonZh: 'consecutive',
      }).join('')
    : name
  return spelled.replace(NAME_SEPARATORS, '').toLowerCase()
}

/** The context of the account and name rules for `checkPassword` / `validatePasswordChange`. */
export function passwordContextOf(user: {
  account?: string | null
  realName?: string | null
}): PasswordContext {
  return { account: user.account ?? '', namePinyin: nameKeyOf(user.realName) }
}
