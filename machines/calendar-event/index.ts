export { calendarEventMachine } from './calendar-event.machine.ts'
export { saveEvent, deleteEvent } from './calendar-event.actors.ts'
export * from './calendar-event.selectors.ts'
export type * from './calendar-event.types.ts'
