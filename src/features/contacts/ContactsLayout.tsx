/**
 * The /contact area (issue 13): a menu of the address books this account may open (the compose
 * picker's flags, as the domain settings call has them now), then the routed book. A book the
 * account may not open says so instead of asking the server for what it would refuse.
 */
import { MessageBar, MessageBarBody, makeStyles, tokens } from '@fluentui/react-components'
import { useLingui } from '@lingui/react/macro'
import { Link, Outlet, useParams } from '@tanstack/react-router'
import { CONTACT_PAGES, useScreenTitles, type ContactPage } from '../../app/useScreenTitles.ts'
import { useActiveSession } from '../../app/session/useSession.ts'
import { useLoad } from '../../app/useLoad.ts'
import { addressBookAccess } from '../../domain/contacts/index.ts'
import { SectionMenuLayout } from '../common/section/SectionMenuLayout.tsx'
import { loadContactDomainSettings } from './common/directoryCalls.ts'
import { contactMenu, mayOpenBook } from './contactPages.ts'

const useStyles = makeStyles({
  notice: { margin: tokens.spacingHorizontalL },
})

const isContactPage = (page: string | undefined): page is ContactPage =>
  (CONTACT_PAGES as readonly (string | undefined)[]).includes(page)

export default function ContactsLayout() {
  const { t } = useLingui()
  const styles = useStyles()
  const titles = useScreenTitles().contact
  const session = useActiveSession()
  // The domain's current switches decide once they are read; until then the sign-in's.
  const domain = useLoad(loadContactDomainSettings, [])
  const access = addressBookAccess({ ...session.loginAfter, ...domain.data })

  const { page } = useParams({ strict: false }) as { page?: string }
  const refused = isContactPage(page) && !mayOpenBook(page, access)
  const book = isContactPage(page) ? titles[page] : ''
  return (
    <SectionMenuLayout
      to="/contact/$page"
      label={t`通讯录菜单`}
      active={page}
      groups={[
        {
          key: 'books',
          pages: contactMenu(access).map((name) => ({ page: name, label: titles[name] })),
        },
      ]}
    >
      {refused ? (
        <MessageBar intent="warning" className={styles.notice}>
          <MessageBarBody>
            {t`你没有查看${book}的权限。`}{' '}
            <Link to="/contact/$page" params={{ page: 'pab' }}>
              {t`打开个人通讯录`}
            </Link>
          </MessageBarBody>
        </MessageBar>
      ) : (
        <Outlet />
      )}
    </SectionMenuLayout>
  )
}
