/**
 * What the /contact tests share: the page harness (tests/support/pageHarness.tsx) with the real
 * ContactsLayout and its pages from CONTACT_PAGE_COMPONENTS (a page not built yet is the "later
 * version" placeholder).
 */
import { createRoute, useParams } from '@tanstack/react-router'
import { Suspense } from 'react'
import ContactsLayout from '../../../src/features/contacts/ContactsLayout.tsx'
import { CONTACT_PAGE_COMPONENTS } from '../../../src/features/contacts/contactPages.ts'
import type { ContactPage } from '../../../src/app/useScreenTitles.ts'
import { openRoutes, type PageOptions } from '../../support/pageHarness.tsx'

function ContactPageRoute() {
  const { page } = useParams({ strict: false }) as { page: ContactPage }
  const Page = CONTACT_PAGE_COMPONENTS[page]
  if (!Page) return <p>later version</p>
  return (
    <Suspense fallback={null}>
      <Page />
    </Suspense>
  )
}

export function openContacts(path: string, options?: PageOptions) {
  return openRoutes(
    path,
    (root) => {
      const contactRoute = createRoute({
        getParentRoute: () => root,
        path: '/contact',
        component: ContactsLayout,
      })
      const pageRoute = createRoute({
        getParentRoute: () => contactRoute,
        path: '/$page',
        component: ContactPageRoute,
      })
      return [contactRoute.addChildren([pageRoute])]
    },
    options,
  )
}
