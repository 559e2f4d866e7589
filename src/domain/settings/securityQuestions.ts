/**
 * The three security questions (R-DATA-16; decisions.md #157): each question and each answer
 * required (trimmed), the three questions different, and the login password to confirm.
 */
export const SECURITY_QUESTION_COUNT = 3
export const SECURITY_TEXT_MAX = 50

export interface SecurityItem {
  question: string
  answer: string
}

export interface SecurityValues {
  items: SecurityItem[]
  password: string
}

export type SecurityError =
  'questionRequired' | 'questionRepeated' | 'answerRequired' | 'textTooLong' | 'passwordRequired'

/** Field names: `question0`, `answer0` … `question2`, `answer2`, `password`. */
export type SecurityField = `question${0 | 1 | 2}` | `answer${0 | 1 | 2}` | 'password'

export function validateSecurityQuestions(
  values: SecurityValues,
): Partial<Record<SecurityField, SecurityError>> {
  const errors: Partial<Record<SecurityField, SecurityError>> = {}
  const seen = new Set<string>()
  values.items.slice(0, SECURITY_QUESTION_COUNT).forEach((item, index) => {
    const i = index as 0 | 1 | 2
    const question = item.question.trim()
    const answer = item.answer.trim()
    if (question === '') errors[`question${i}`] = 'questionRequired'
    else if ([...question].length > SECURITY_TEXT_MAX) errors[`question${i}`] = 'textTooLong'
    else if (seen.has(question)) errors[`question${i}`] = 'questionRepeated'
    seen.add(question)
    if (answer === '') errors[`answer${i}`] = 'answerRequired'
    else if ([...answer].length > SECURITY_TEXT_MAX) errors[`answer${i}`] = 'textTooLong'
  })
  if (values.password.trim() === '') errors.password = 'passwordRequired'
  return errors
}
