export type RepeatFreq = 'none' | 'daily' | 'weekly' | 'monthly' | 'yearly'

/** openapi.yaml EventRepeat: byweekday are ISO days (1 Monday … 7 Sunday). */
export interface EventRepeat {
  freq: RepeatFreq
  interval?: number
  count?: number
  /** Last day (inclusive), YYYY-MM-DD in the series' zone. */
  until?: string
  byweekday?: number[]
}

/** Which occurrences an edit or delete of a repeating event touches. */
export type EventScope = 'this' | 'following' | 'all'

export type InvitationStatus = 'start' | 'accept' | 'wait' | 'reject'

/** The zone repeats are expanded in when neither the event nor the settings name one. */
export const DEFAULT_TIME_ZONE = 'Asia/Shanghai'
export const CALENDAR_NAME_MAX = 20
