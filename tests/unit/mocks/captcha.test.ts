import { describe, expect, test } from 'vitest'
import {
  consumeTicket,
  issueChallenge,
  peekAnswer,
  resetCaptchas,
  verifyChallenge,
} from '../../../mocks/captcha/store.ts'
import { languageOf, normaliseLanguage } from '../../../mocks/i18n.ts'
import { runtime } from '../../../mocks/state.ts'

describe('captcha store', () => {
  test('the same sequence of challenges after every reset', () => {
    resetCaptchas()
    const first = issueChallenge('click')
    resetCaptchas()
    const again = issueChallenge('click')
    expect(again.id).toBe(first.id)
    expect(again.challenge).toEqual(first.challenge)
  })

  test('click challenges ask for 3 of the drawn characters, each target inside the image', () => {
    resetCaptchas()
    const { challenge } = issueChallenge('click')
    if (challenge.type !== 'click') throw new Error('expected a click challenge')
    expect(challenge.public.chars).toHaveLength(3)
    for (const ch of challenge.public.chars)
      expect(decodeURIComponent(challenge.public.image)).toContain(`>${ch}</text>`)
    for (const p of challenge.answer.points) {
      expect(p.x).toBeGreaterThan(0)
      expect(p.x).toBeLessThan(challenge.public.width)
    }
  })

  test('text challenges are 6 characters and accepted in any case', () => {
    const { id } = issueChallenge('text')
    const { value } = peekAnswer(id) as { value: string }
    expect(value).toHaveLength(6)
    expect(verifyChallenge(id, { value: value.toUpperCase() }).ok).toBe(true)
  })

  test('arith answers the question; tickets are single use and expire', () => {
    const { id, challenge } = issueChallenge('arith')
    const { value } = peekAnswer(id) as { value: string }
    if (challenge.type !== 'arith') throw new Error('expected an arith challenge')
    const [left, op, right] = challenge.public.question.split(' ')
    const expected =
      op === '+'
        ? Number(left) + Number(right)
        : op === '-'
          ? Number(left) - Number(right)
          : Number(left) * Number(right)
    expect(Number(value)).toBe(expected)
    const result = verifyChallenge(id, { value })
    if (!result.ok) throw new Error('expected a ticket')
    expect(consumeTicket(result.ticket)).toBe(true)
    expect(consumeTicket(result.ticket)).toBe(false)
    const late = verifyChallenge(issueChallenge('arith').id, { value: 'x' })
    expect(late).toEqual({ ok: false, reason: 'wrong' })
  })

  test('an answer after two minutes is refused as expired', () => {
    const { id } = issueChallenge('slider')
    const answer = peekAnswer(id)!
    runtime.clockOffsetMs = 121_000
    try {
      expect(verifyChallenge(id, answer)).toEqual({ ok: false, reason: 'expired' })
    } finally {
      runtime.clockOffsetMs = 0
    }
  })
})

describe('server language', () => {
  test.each([
    ['zh-TW', 'zh-tw'],
    ['zh-Hant-HK', 'zh-tw'],
    ['zh-CN', 'zh-hans'],
    ['zh-hans', 'zh-hans'],
    ['en-US', 'en'],
    ['fr', null],
  ])('%s → %s', (tag, expected) => {
    expect(normaliseLanguage(tag)).toBe(expected)
  })

  test('the language cookie wins over Accept-Language; zh-hans by default', () => {
    const request = (headers: Record<string, string>) =>
      new Request('http://localhost/', { headers })
    expect(languageOf(request({ cookie: 'a=1; language=en', 'accept-language': 'zh-TW' }))).toBe(
      'en',
    )
    expect(languageOf(request({ 'accept-language': 'fr-FR, zh-TW;q=0.8' }))).toBe('zh-tw')
    expect(languageOf(request({}))).toBe('zh-hans')
  })
})
