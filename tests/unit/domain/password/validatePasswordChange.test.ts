import { describe, expect, it } from 'vitest'
import { validatePasswordChange } from '../../../../src/domain/password/validatePasswordChange.ts'
import { passwordContextOf } from '../../../../src/domain/password/namePinyin.ts'
import type { PasswordRules } from '../../../../src/domain/password/passwordRules.ts'

const rules: PasswordRules = { passwd_type: 3, passwd_size2: 8, passwd_name: true }
const ctx = passwordContextOf({ account: 'demo@corp.example', realName: '张三' })

describe('validatePasswordChange (R-VALID-4)', () => {
  it.each([
    [
      'all blank',
      { old: '', next: '', confirm: '' },
      { old: 'required', next: 'required', confirm: 'required' },
    ],
    [
      'blank after trimming',
      { old: '  ', next: ' \t', confirm: ' ' },
      { old: 'required', next: 'required', confirm: 'required' },
    ],
    [
      'confirm mismatch',
      { old: 'old', next: 'Good#Pass1', confirm: 'Good#Pass2' },
      { confirm: 'mismatch' },
    ],
    ['too short', { old: 'old', next: 'Ab1!', confirm: 'Ab1!' }, { next: 'length' }],
    [
      'too long (17)',
      { old: 'old', next: 'Abcdefgh1!abcdefg', confirm: 'Abcdefgh1!abcdefg' },
      { next: 'length' },
    ],
    [
      'too few classes',
      { old: 'old', next: 'abcdefgh1', confirm: 'abcdefgh1' },
      { next: 'charClasses' },
    ],
    [
      'contains account',
      { old: 'old', next: 'Demo#2024x', confirm: 'Demo#2024x' },
      { next: 'noAccount' },
    ],
    ['valid', { old: 'old', next: 'Good#Pass1', confirm: 'Good#Pass1' }, {}],
    ['valid once trimmed', { old: ' old ', next: ' Good#Pass1 ', confirm: 'Good#Pass1  ' }, {}],
  ])('%s', (_name, input, errors) => {
    const result = validatePasswordChange(input, rules, ctx)
    expect(result.errors).toEqual(errors)
    expect(result.ok).toBe(Object.keys(errors).length === 0)
  })

  it('returns the trimmed values to encrypt and every failed rule', () => {
    const result = validatePasswordChange(
      { old: ' old ', next: ' demo ', confirm: ' demo ' },
      rules,
      ctx,
    )
    expect(result.values).toEqual({ old: 'old', next: 'demo', confirm: 'demo' })
    expect(result.failedRules).toEqual(['length', 'charClasses', 'noAccount'])
    expect(result.errors.next).toBe('length')
  })
})
