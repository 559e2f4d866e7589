/**
 * The /contact menu shows the books this account may open, by the compose picker's flags
 * (R-ROLE-11): without has_user_department_perm no organisation or mailing lists, without
 * webmail_cab_show no company book. A typed URL of a refused book says so with a link to the
 * personal book, and asks the server nothing for it.
 */
import '../auth/jsdomShims.ts'
import { configure, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http, HttpResponse } from 'msw'
import { describe, expect, it } from 'vitest'
import { ensureSeeded } from '../../../mocks/control.ts'
import { db } from '../../../mocks/db/index.ts'
import { absoluteUrl, DEMO_USER, server } from '../../support/server.ts'
import { openContacts } from './contactsHarness.tsx'

configure({ asyncUtilTimeout: 8_000 })
const user = userEvent.setup({ delay: null })
const SLOW = { timeout: 15_000 }

async function withoutDepartmentOrCompany() {
  // The seed is built lazily after each reset: an update before it would change nothing.
  await ensureSeeded()
  await db.accounts.update((q) => q.where({ username: DEMO_USER.username }), {
    data(draft) {
      draft.login_after.has_user_department_perm = false
      draft.login_after.webmail_cab_show = false
    },
  })
}

const menu = () => screen.getByRole('navigation', { name: '通讯录菜单' })

describe('ContactsLayout', { timeout: 60_000 }, () => {
  it('shows only the books the flags allow', async () => {
    await withoutDepartmentOrCompany()
    await openContacts('/contact/pab')
    await screen.findByRole('table', { name: '联系人' }, SLOW)
    const links = within(menu())
    expect(links.getByRole('link', { name: '个人通讯录' })).toHaveAttribute('aria-current', 'page')
    for (const refused of ['组织通讯录', '公共通讯录', '邮件列表'])
      expect(links.queryByRole('link', { name: refused })).toBeNull()
  })

  it('says a typed URL of a refused book may not be opened, without asking the server', async () => {
    await withoutDepartmentOrCompany()
    const asked: string[] = []
    const listener = ({ request }: { request: Request }) => {
      asked.push(new URL(request.url).pathname)
    }
    server.events.on('request:start', listener)
    const { router } = await openContacts('/contact/oab')
    expect(await screen.findByText(/你没有查看组织通讯录的权限。/)).toBeInTheDocument()
    expect(asked.filter((path) => path.startsWith('/api/contact/departments'))).toEqual([])
    server.events.removeListener('request:start', listener)
    await user.click(screen.getByRole('link', { name: '打开个人通讯录' }))
    expect(await screen.findByRole('table', { name: '联系人' }, SLOW)).toBeInTheDocument()
    expect(router.state.location.pathname).toBe('/contact/pab')
  })

  it('follows the domain settings as they are now over the sign-in switches', async () => {
    // Signed in with every book; the administrator has since turned the company book off.
    server.use(
      http.get(absoluteUrl('/api/contact/domain-settings/'), () =>
        HttpResponse.json({
          soab_domain_cid: 1,
          webmail_cab_show: false,
          webmail_soab_show: true,
          webmail_oab_show: true,
        }),
      ),
    )
    await openContacts('/contact/pab')
    await screen.findByRole('table', { name: '联系人' }, SLOW)
    const links = within(menu())
    expect(await links.findByRole('link', { name: '组织通讯录' })).toBeInTheDocument()
    await waitFor(() => expect(links.queryByRole('link', { name: '公共通讯录' })).toBeNull())
  })

  it('offers the personal book to an account with every flag', async () => {
    await openContacts('/contact/pab')
    await screen.findByRole('table', { name: '联系人' }, SLOW)
    expect(within(menu()).getByRole('link', { name: '个人通讯录' })).toBeInTheDocument()
    expect(screen.queryByText(/你没有查看/)).toBeNull()
  })
})
