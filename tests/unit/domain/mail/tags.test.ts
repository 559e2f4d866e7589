import { describe, expect, it } from 'vitest'
import {
  COLOR_FLAGS,
  DEFAULT_TAG_COLOR,
  FLAG_COLORS,
  TAG_PRESET_COLORS,
  flagColorOf,
  flagOfColor,
  readDisplayState,
  validateTagForm,
} from '../../../../src/domain/mail/tags.ts'

describe('validateTagForm (R-VALID-2)', () => {
  it.each([
    [
      { name: '', color: '#33B679' },
      { ok: false, name: 'required', color: undefined },
    ],
    [
      { name: '   ', color: '#33B679' },
      { ok: false, name: 'required', color: undefined },
    ],
    [
      { name: '客户', color: '#33b679' },
      { ok: true, name: '客户', color: '#33B679' },
    ],
    [
      { name: '  客户  ', color: '#D50000' },
      { ok: true, name: '客户', color: '#D50000' },
    ],
    [
      { name: 'a'.repeat(20), color: '#D50000' },
      { ok: true, name: 'a'.repeat(20), color: '#D50000' },
    ],
    [
      { name: 'a'.repeat(21), color: '#D50000' },
      { ok: false, name: 'tooLong', color: undefined },
    ],
    [
      { name: ` ${'标'.repeat(20)} `, color: '#D50000' },
      { ok: true, name: '标'.repeat(20), color: '#D50000' },
    ],
    [
      { name: '客户', color: '' },
      { ok: false, name: undefined, color: 'colorRequired' },
    ],
    [
      { name: '客户', color: 'green' },
      { ok: false, name: undefined, color: 'colorRequired' },
    ],
    [
      { name: '', color: '' },
      { ok: false, name: 'required', color: 'colorRequired' },
    ],
  ])('%j → %j', (form, expected) => {
    expect(validateTagForm(form)).toEqual(expected)
  })

  it('offers 16 distinct presets including the default #33B679', () => {
    expect(new Set(TAG_PRESET_COLORS).size).toBe(16)
    expect(DEFAULT_TAG_COLOR).toBe('#33B679')
    expect(TAG_PRESET_COLORS).toContain(DEFAULT_TAG_COLOR)
    for (const color of TAG_PRESET_COLORS)
      expect(validateTagForm({ name: 'x', color }).ok).toBe(true)
  })
})

describe('colour flags (R-DATA-3)', () => {
  it('maps red to \\flagged and the rest to umail-<colour>', () => {
    expect(FLAG_COLORS.map(flagOfColor)).toEqual([
      '\\flagged',
      'umail-green',
      'umail-orange',
      'umail-blue',
      'umail-pink',
      'umail-cyan',
      'umail-yellow',
      'umail-purple',
      'umail-gray',
    ])
    expect(COLOR_FLAGS).toHaveLength(9)
  })

  it.each([
    [[], null],
    [['\\Seen'], null],
    [['\\flagged'], 'red'],
    [['\\Seen', 'umail-cyan'], 'cyan'],
    [['umail-gray', '\\flagged'], 'red'],
    [['umail-emergent'], null],
  ])('flagColorOf(%j) = %j', (flags, colour) => {
    expect(flagColorOf(flags)).toBe(colour)
  })
})

describe('readDisplayState (R-READ-9)', () => {
  it.each([
    [[], 'unread'],
    [['\\Seen'], 'read'],
    [['\\Seen', '\\Answered'], 'answered'],
    [['\\Seen', 'Answered'], 'answered'],
    [['\\Seen', 'umail-forword'], 'forwarded'],
    [['\\Seen', 'Answered', 'umail-forword'], 'answeredForwarded'],
    [['\\Seen', 'umail-schedule'], 'scheduled'],
    [['umail-schedule', 'Answered'], 'scheduled'],
  ])('%j → %s', (flags, state) => {
    expect(readDisplayState(flags)).toBe(state)
  })
})
