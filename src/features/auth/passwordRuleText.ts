/**
 * The checklist line of each password rule (src/domain/password), built from the rule code and its
 * params. Descriptors, not strings, so a line re-renders in a newly chosen language. The English
 * wording is given to translators in each comment.
 */
import { msg } from '@lingui/core/macro'
import type { MessageDescriptor } from '@lingui/core'
import type { PasswordCheck } from '../../domain/password/index.ts'

function charClassesText(required: number): MessageDescriptor {
  if (required >= 4) {
    return msg({
      message: '同时包含数字、小写字母、大写字母和符号',
      comment: "English: 'Contains all of: digits, lowercase, uppercase, symbols'",
    })
  }
  if (required === 3) {
    return msg({
      message: '至少包含数字、小写字母、大写字母、符号中的三种',
      comment: "English: 'Contains at least three of: digits, lowercase, uppercase, symbols'",
    })
  }
  if (required === 2) {
    return msg({
      message: '至少包含数字、小写字母、大写字母、符号中的两种',
      comment: "English: 'Contains at least two of: digits, lowercase, uppercase, symbols'",
    })
  }
  return msg({
    message: '至少包含数字、小写字母、大写字母、符号中的一种',
    comment: "English: 'Contains at least one of: digits, lowercase, uppercase, symbols'",
  })
}

export function passwordRuleText(check: PasswordCheck): MessageDescriptor {
  switch (check.rule) {
    case 'length': {
      const { min, max } = check.params
      return msg({
        message: `至少 ${min} 个字符，最多 ${max} 个字符`,
        comment: "English: 'At least {min} characters and at most {max}'",
      })
    }
    case 'charClasses':
      return charClassesText(check.params.required)
    case 'noDigitSequence':
      return msg({
        message: '不能包含三个连续的数字，如 123 或 321',
        comment: "English: 'No three consecutive digits such as 123 or 321'",
      })
    case 'noLetterSequence':
      return msg({
        message: '不能包含三个连续的字母，如 abc 或 cba',
        comment: "English: 'No three consecutive letters such as abc or cba'",
      })
    case 'noRepeat':
      return msg({
        message: '不能包含三个相同的字符',
        comment: "English: 'No three identical characters'",
      })
    case 'noAccount':
      return msg({
        message: '不能包含您的账号',
        comment: "English: 'Must not contain your account'",
      })
    case 'noNamePinyin':
      return msg({
        message: '不能包含您姓名的拼音',
        comment: "English: 'Must not contain the pinyin of your name'",
      })
  }
}
