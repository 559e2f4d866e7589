/**
 * The calendar's pure rules: repeat expansion (recurrence.ts) and validation (rules.ts). Shared
 * by the fake backend and the UI, so both expand a series the same way. The shapes mirror
 * openapi.yaml's EventRepeat / CalendarEventInput (the domain may not import the API layer).
 */
export * from './types.ts'
export * from './recurrence.ts'
export * from './rules.ts'
export * from './messages.ts'
export * from './repeatText.ts'
