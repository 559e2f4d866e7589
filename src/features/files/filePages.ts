/**
 * The built pages of /file (issue 15), each a chunk of its own, registered beside the settings,
 * contacts and calendar pages in LockedSectionRoute (the file module's lock stays in front). A page
 * joins the menu by being in FILE_PAGE_COMPONENTS.
 */
import { lazy, type ComponentType, type LazyExoticComponent } from 'react'
import { FILE_PAGES } from '../../app/useScreenTitles.ts'

export type FilePage = (typeof FILE_PAGES)[number]

export const FILE_PAGE_COMPONENTS: Partial<Record<FilePage, LazyExoticComponent<ComponentType>>> = {
  pfile: lazy(() => import('./disk/PersonalDiskPage.tsx')),
  cfile: lazy(() => import('./disk/CompanyDiskPage.tsx')),
  afile: lazy(() => import('./transit/TransitPage.tsx')),
}

export const isBuiltFilePage = (page: string): page is FilePage => page in FILE_PAGE_COMPONENTS

/** The menu: the built pages, in the spec's order (personal, enterprise, transit). */
export const fileMenu = (): FilePage[] => FILE_PAGES.filter((page) => isBuiltFilePage(page))
