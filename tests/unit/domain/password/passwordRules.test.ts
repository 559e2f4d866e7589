import { describe, expect, it } from 'vitest'
import {
  checkPassword,
  failedRules,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH_DEFAULT,
  resolvePasswordPolicy,
  type PasswordCheck,
  type PasswordRuleCode,
  type PasswordRules,
} from '../../../../src/domain/password/passwordRules.ts'
import { nameKeyOf, passwordContextOf } from '../../../../src/domain/password/namePinyin.ts'

const ok = (rule: PasswordRuleCode, password: string, rules: PasswordRules, ctx = {}) => {
  const check = checkPassword(password, rules, ctx).find((c) => c.rule === rule)
  if (!check) throw new Error(`rule ${rule} missing from the checklist`)
  return check.ok
}

describe('length (R-VALID-5, C-LIMIT-1)', () => {
  it.each([
    ['', 0, false],
    ['a1a1a1a', 7, false],
    ['a1a1a1a1', 8, true],
    ['a1a1a1a1a1a1a1a1', 16, true],
    ['a1a1a1a1a1a1a1a1a', 17, false],
  ])('%j (%i chars) with default rules → %s', (password, length, expected) => {
    const check = checkPassword(password, { passwd_type: 2 })[0]
    expect(check).toEqual({
      rule: 'length',
      ok: expected,
      params: { min: PASSWORD_MIN_LENGTH_DEFAULT, max: PASSWORD_MAX_LENGTH, length },
    })
  })

  it.each([
    [{ passwd_size2: 10 }, 'a1a1a1a1a', false],
    [{ passwd_size2: 10 }, 'a1a1a1a1a1', true],
    [{ passwd_size2: 6 }, 'a1a1a1', true],
    [{ passwd_size2: null }, 'a1a1a1a', false],
    [{ passwd_size2: 0 }, 'a1a1a1a', false],
    [{ passwd_size2: 20 }, 'a1a1a1a1a1a1a1a1a1a1', true],
  ])('R-DATA-15: minimum from passwd_size2 %j: %j → %s', (rules, password, expected) => {
    expect(ok('length', password, rules)).toBe(expected)
  })

  it('counts code points, not UTF-16 units', () => {
    expect(checkPassword('𠀀𠀀𠀀𠀀a1A!', {})[0]?.params).toMatchObject({ length: 8 })
  })

  it('keeps a minimum above 16 satisfiable', () => {
    expect(resolvePasswordPolicy({ passwd_size2: 18 })).toMatchObject({
      minLength: 18,
      maxLength: 18,
    })
  })
})

describe('character classes (passwd_type; R-VALID-6, R-DATA-15)', () => {
  it.each([
    [2, 'abcdefgh', false, 1],
    [2, 'abcdefg1', true, 2],
    [2, 'ABCDEFG!', true, 2],
    [3, 'abcdefg1', false, 2],
    [3, 'Abcdefg1', true, 3],
    [3, 'abcdef1!', true, 3],
    [3, 'ABCDEF1!', true, 3],
    [4, 'Abcdefg1', false, 3],
    [4, 'Abcdef1!', true, 4],
    [4, '密码Abcd1x', true, 4],
    [4, 'Abcd 1xyz', false, 3],
  ])('type %i: %j → %s (%i classes)', (type, password, expected, found) => {
    const check = checkPassword(password, { passwd_type: type })[1]
    expect(check?.rule).toBe('charClasses')
    expect(check?.ok).toBe(expected)
    expect(check?.params).toMatchObject({ required: type, found })
  })

  it.each([
    [undefined, 2],
    [null, 2],
    [1, 1],
    [9, 4],
  ])('passwd_type %j requires %i classes', (type, required) => {
    expect(resolvePasswordPolicy({ passwd_type: type }).requiredClasses).toBe(required)
  })

  it('reports which classes are present so the UI can tick them', () => {
    const check = checkPassword('abc1', { passwd_type: 4 })[1]
    expect(check?.params).toMatchObject({
      present: { digit: true, lower: true, upper: false, symbol: false },
    })
  })
})

describe('optional rules (R-VALID-7)', () => {
  it.each([
    ['noDigitSequence', { passwd_digital: true }, 'Pw123xyz', false],
    ['noDigitSequence', { passwd_digital: true }, 'Pw321xyz', false],
    ['noDigitSequence', { passwd_digital: true }, 'Pw135xyz', true],
    ['noDigitSequence', { passwd_digital: true }, 'Pw890xyz', true],
    ['noDigitSequence', { passwd_digital: true }, 'Pw12a3', true],
    ['noDigitSequence', { passwd_digital: 1 }, '123', false],
    ['noLetterSequence', { passwd_letter: true }, 'x1abc', false],
    ['noLetterSequence', { passwd_letter: true }, 'x1cba', false],
    ['noLetterSequence', { passwd_letter: true }, 'x1aBc', false],
    ['noLetterSequence', { passwd_letter: true }, 'x1XYZ', false],
    ['noLetterSequence', { passwd_letter: true }, 'x1abd', true],
    ['noLetterSequence', { passwd_letter: true }, 'ab1c', true],
    ['noLetterSequence', { passwd_letter: true }, 'Pw123', true],
    ['noRepeat', { passwd_letter2: true }, 'xaaa1', false],
    ['noRepeat', { passwd_letter2: true }, 'x1111', false],
    ['noRepeat', { passwd_letter2: true }, 'x!!!1', false],
    ['noRepeat', { passwd_letter2: true }, 'aa1aa', true],
    ['noRepeat', { passwd_letter2: true }, 'aAa', true],
  ] as const)('%s %j: %j → %s', (rule, rules, password, expected) => {
    expect(ok(rule, password, rules)).toBe(expected)
  })

  const account = { account: 'zhangsan@corp.example' }
  it.each([
    ['Zhangsan1!', false],
    ['x!ZHANGSAN@CORP.EXAMPLE', false],
    ['zhang-san1', true],
    ['Lisi2024!', true],
  ])('noAccount for zhangsan@corp.example: %j → %s', (password, expected) => {
    expect(ok('noAccount', password, { passwd_name: true }, account)).toBe(expected)
  })

  it('noAccount passes when no account is known', () => {
    expect(ok('noAccount', 'anything1', { passwd_name: true }, {})).toBe(true)
  })

  it.each([
    ['张三', 'Xx_ZhangSan_9', false],
    ['张三', 'zhang_san9', true],
    ['張三', 'zhangsan!1', false],
    ['John Smith', 'JohnSmith#1', false],
    ['John Smith', 'Smith#John1', true],
    ['吕布', 'Lvbu2024!', false],
    ['单雄信', 'ShanXiongXin!', false],
    ['阿卜杜·买买提', 'abudumaimaiti1', false],
    ['', 'zhangsan', true],
    [null, 'zhangsan', true],
  ])('noNamePinyin for %j: %j → %s', (realName, password, expected) => {
    expect(
      ok('noNamePinyin', password, { passwd_name2: true }, passwordContextOf({ realName })),
    ).toBe(expected)
  })

  it.each([
    ['张三', 'zhangsan'],
    [' 欧阳 娜娜 ', 'ouyangnana'],
    ['John  Smith', 'johnsmith'],
    ['张San', 'zhangsan'],
    ['   ', ''],
  ])('name key of %j is %j', (name, key) => {
    expect(nameKeyOf(name)).toBe(key)
  })
})

describe('checklist', () => {
  it('lists only length and classes when no optional rule is on', () => {
    expect(checkPassword('abc', { passwd_type: 2 }).map((c) => c.rule)).toEqual([
      'length',
      'charClasses',
    ])
  })

  it('lists every enabled rule in a stable order with its params', () => {
    const rules: PasswordRules = {
      passwd_type: 3,
      passwd_size2: 8,
      passwd_digital: true,
      passwd_letter: true,
      passwd_letter2: true,
      passwd_name: true,
      passwd_name2: true,
    }
    const checks: PasswordCheck[] = checkPassword(
      'zhangsan123',
      rules,
      passwordContextOf({ account: 'zs', realName: '张三' }),
    )
    expect(checks.map((c) => [c.rule, c.ok])).toEqual([
      ['length', true],
      ['charClasses', false],
      ['noDigitSequence', false],
      ['noLetterSequence', true],
      ['noRepeat', true],
      ['noAccount', true],
      ['noNamePinyin', false],
    ])
    expect(checks.at(-1)?.params).toEqual({ pinyin: 'zhangsan' })
    expect(failedRules(checks)).toEqual(['charClasses', 'noDigitSequence', 'noNamePinyin'])
  })

  it('passes a strong password under every rule', () => {
    const all: PasswordRules = {
      passwd_type: 4,
      passwd_digital: true,
      passwd_letter: true,
      passwd_letter2: true,
      passwd_name: true,
      passwd_name2: true,
    }
    const checks = checkPassword(
      'Qm7#rT2!wz',
      all,
      passwordContextOf({ account: 'demo', realName: '张三' }),
    )
    expect(failedRules(checks)).toEqual([])
  })
})

describe('passwordContextOf', () => {
  it.each([
    [
      { account: 'demo', realName: '张三' },
      { account: 'demo', namePinyin: 'zhangsan' },
    ],
    [{ realName: 'Mary Ann' }, { account: '', namePinyin: 'maryann' }],
    [
      { account: null, realName: null },
      { account: '', namePinyin: '' },
    ],
  ])('%j → %j', (user, ctx) => {
    expect(passwordContextOf(user)).toEqual(ctx)
  })

  it('matches a precomputed name case-insensitively', () => {
    expect(
      ok('noNamePinyin', 'xZhangSan1', { passwd_name2: true }, { namePinyin: 'ZhangSan' }),
    ).toBe(false)
  })
})
