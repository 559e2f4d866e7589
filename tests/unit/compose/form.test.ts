import { describe, expect, it } from 'vitest'
import {
  appendsOriginal,
  burnProblem,
  canCompose,
  composeView,
  defaultComposeForm,
  optionAvailability,
  refwType,
  scheduleProblem,
  toggleOption,
  type ComposeMode,
  type ExclusiveOption,
} from '../../../src/domain/compose/index.ts'

const NOW = new Date(2025, 2, 10, 10, 0, 30)

describe('compose defaults (R-COMPOSE-5, R-DATA)', () => {
  it('html on, cc shown, bcc off, save to sent on, read receipt on, the rest off, burn_limit 1', () => {
    // C-LIMIT-5: default burn_limit 1
    expect(defaultComposeForm()).toMatchObject({
      is_html: true,
      is_cc: true,
      is_bcc: false,
      is_save_sent: true,
      is_confirm_read: true,
      is_priority: false,
      is_schedule: false,
      is_password: false,
      is_burn: false,
      burn_limit: 1,
    })
  })
})

describe('option exclusivity (R-STATE)', () => {
  const on = (option: ExclusiveOption | null) => ({
    is_password: option === 'password',
    is_schedule: option === 'schedule',
    is_burn: option === 'burn',
  })
  it.each([
    [null, 'password', false, { visible: true, enabled: true }],
    ['schedule', 'password', false, { visible: true, enabled: false }],
    ['burn', 'password', false, { visible: true, enabled: false }],
    ['password', 'schedule', false, { visible: true, enabled: false }],
    ['burn', 'schedule', false, { visible: true, enabled: false }],
    ['password', 'burn', false, { visible: true, enabled: false }],
    ['schedule', 'burn', false, { visible: true, enabled: false }],
    [null, 'password', true, { visible: false, enabled: false }],
    [null, 'burn', true, { visible: true, enabled: true }],
  ] as const)('with %s on, %s in security mode %s → %j', (current, option, security, expected) => {
    expect(optionAvailability(on(current), option, security)).toEqual(expected)
  })

  // R-COMPOSE-7
  it('schedule defaults to one hour ahead, burn to seven days ahead', () => {
    const form = defaultComposeForm()
    expect(toggleOption(form, 'schedule', true, NOW, false)?.schedule_day).toBe('2025-03-10 11:00')
    expect(toggleOption(form, 'burn', true, NOW, false)).toMatchObject({
      burn_day: '2025-03-17',
      burn_limit: 1,
    })
    const scheduled = toggleOption(form, 'schedule', true, NOW, false)
    expect(scheduled && toggleOption(scheduled, 'burn', true, NOW, false)).toBeNull()
    expect(scheduled && toggleOption(scheduled, 'schedule', false, NOW, false)?.is_schedule).toBe(
      false,
    )
  })
})

describe('schedule and burn dates (decision: strictly later than now / than today)', () => {
  // R-VALID-10; C-LIMIT-5 (1 to 99 views)
  it.each([
    ['2025-03-10 10:01', null],
    ['2025-03-10 10:00', 'schedulePast'],
    ['2025-03-09 23:59', 'schedulePast'],
    ['2025-02-30 10:00', 'scheduleInvalid'],
    ['2025-03-10T11:00', 'scheduleInvalid'],
    ['', 'scheduleInvalid'],
  ])('schedule %j → %s', (day, problem) => {
    expect(scheduleProblem(day, NOW)).toBe(problem)
  })

  it.each([
    [1, '2025-03-11', null],
    [99, '2025-03-17', null],
    [0, '2025-03-17', 'burnLimitRange'],
    [100, '2025-03-17', 'burnLimitRange'],
    [1.5, '2025-03-17', 'burnLimitRange'],
    [1, '2025-03-10', 'burnDayPast'],
    [1, '17/03/2025', 'burnDayInvalid'],
  ])('burn %s views until %s → %s', (limit, day, problem) => {
    expect(burnProblem(limit, day, NOW)).toBe(problem)
  })
})

describe('compose modes (R-CALL, R-STATE; R-SEND-9 hide_forward_contents)', () => {
  it.each([
    ['new', null, null, false],
    ['reply', 3, 'compose3', true],
    ['replyAll', 4, 'compose4', true],
    ['forward', 5, 'compose5', false],
    ['forwardAttach', 6, 'compose6', false],
    ['again', 7, 'compose7', false],
    ['draft', 7, 'compose7', false],
  ] as const)('%s → view %s, %s, appends the original: %s', (mode, view, refw, appends) => {
    expect(composeView(mode as ComposeMode)).toBe(view)
    expect(refwType(mode as ComposeMode)).toBe(refw)
    expect(appendsOriginal(mode as ComposeMode, true)).toBe(appends)
    expect(appendsOriginal(mode as ComposeMode, false)).toBe(false)
  })

  it.each([
    [null, true],
    [
      { is_shareduser: false, shareuser_all: false, shareuser_post: false, shareuser_send: false },
      true,
    ],
    [
      { is_shareduser: true, shareuser_all: false, shareuser_post: false, shareuser_send: false },
      false,
    ],
    [
      { is_shareduser: true, shareuser_all: true, shareuser_post: false, shareuser_send: false },
      true,
    ],
    [
      { is_shareduser: true, shareuser_all: false, shareuser_post: true, shareuser_send: false },
      true,
    ],
    [
      { is_shareduser: true, shareuser_all: false, shareuser_post: false, shareuser_send: true },
      true,
    ],
  ])('shared-mailbox power %j → may compose %s', (shared, allowed) => {
    expect(canCompose(shared)).toBe(allowed)
  })
})
