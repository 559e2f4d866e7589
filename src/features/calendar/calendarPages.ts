/**
 * The built pages of /calendar (issue 14), each a chunk of its own, registered beside the
 * settings and contacts pages in LockedSectionRoute (the calendar's module lock stays in front).
 */
import { lazy, type ComponentType, type LazyExoticComponent } from 'react'
import type { CALENDAR_PAGES } from '../../app/useScreenTitles.ts'

type CalendarPage = (typeof CALENDAR_PAGES)[number]

export const CALENDAR_PAGE_COMPONENTS: Partial<
  Record<CalendarPage, LazyExoticComponent<ComponentType>>
> = {
  index: lazy(() => import('./CalendarIndexPage.tsx')),
  set: lazy(() => import('./CalendarSettingsPage.tsx')),
}
