/**
 * The built address-book pages of /contact (issue 13) and which of them an account may open.
 * A page joins the menu by being in CONTACT_PAGE_COMPONENTS; the permission flags are the compose
 * picker's (src/domain/contacts/addressBooks.ts, R-ROLE-11), so both show the same books.
 */
import { lazy, type ComponentType, type LazyExoticComponent } from 'react'
import { CONTACT_PAGES, type ContactPage } from '../../app/useScreenTitles.ts'
import type { AddressBookAccess } from '../../domain/contacts/index.ts'

export const CONTACT_PAGE_COMPONENTS: Partial<
  Record<ContactPage, LazyExoticComponent<ComponentType>>
> = {
  pab: lazy(() => import('./pab/PersonalBookPage.tsx')),
  oab: lazy(() =>
    import('./directory/DirectoryBookPages.tsx').then((m) => ({ default: m.OabPage })),
  ),
  cab: lazy(() =>
    import('./directory/DirectoryBookPages.tsx').then((m) => ({ default: m.CabPage })),
  ),
  soab: lazy(() =>
    import('./directory/DirectoryBookPages.tsx').then((m) => ({ default: m.SoabPage })),
  ),
  lab: lazy(() =>
    import('./directory/DirectoryBookPages.tsx').then((m) => ({ default: m.LabPage })),
  ),
}

export const isBuiltContactPage = (page: string): page is ContactPage =>
  page in CONTACT_PAGE_COMPONENTS

/** Whether the account may open a book: the personal one always, the others by their flags. */
export const mayOpenBook = (page: ContactPage, access: AddressBookAccess): boolean =>
  page === 'pab' || access[page]

/** The menu: the built books the account may open, in the spec's order. */
export const contactMenu = (access: AddressBookAccess): ContactPage[] =>
  CONTACT_PAGES.filter((page) => isBuiltContactPage(page) && mayOpenBook(page, access))
