import { it } from 'vitest'
import { blankEvent, validateEventForm } from '../../../src/domain/calendar/eventForm.ts'
it('x', () => {
  const v = blankEvent(new Date('2026-11-26T15:00:00+08:00'), new Date('2026-11-26T16:00:00+08:00'), false, 1, 15, 'Asia/Shanghai')
  console.log(JSON.stringify(validateEventForm(v)))
})
