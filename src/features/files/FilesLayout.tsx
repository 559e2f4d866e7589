/**
 * The /file area (issue 15): a menu of the file centre's pages (personal disk, enterprise disk,
 * transit area), then the routed page behind the file module's lock (LockedSectionRoute). "My
 * shares" is not a page of the spec's routes: a button at the bottom of the menu opens it as a
 * dialog over whichever disk is open (decisions.md #251).
 */
import { Button } from '@fluentui/react-components'
import { useLingui } from '@lingui/react/macro'
import { useParams } from '@tanstack/react-router'
import { lazy, Suspense, useState } from 'react'
import { useScreenTitles } from '../../app/useScreenTitles.ts'
import { SectionMenuLayout } from '../common/section/SectionMenuLayout.tsx'
import { fileMenu } from './filePages.ts'

const MySharesDialog = lazy(() =>
  import('./share/MySharesDialog.tsx').then((m) => ({ default: m.MySharesDialog })),
)

export default function FilesLayout() {
  const { t } = useLingui()
  const titles = useScreenTitles().file
  const { page } = useParams({ strict: false }) as { page?: string }
  const [sharesOpen, setSharesOpen] = useState(false)
  return (
    <>
      <SectionMenuLayout
        to="/file/$page"
        label={t`文件中心菜单`}
        active={page}
        groups={[
          { key: 'disks', pages: fileMenu().map((name) => ({ page: name, label: titles[name] })) },
        ]}
        footer={
          <Button appearance="subtle" onClick={() => setSharesOpen(true)}>
            {t`我的分享`}
          </Button>
        }
      />
      {sharesOpen && (
        <Suspense fallback={null}>
          <MySharesDialog onClose={() => setSharesOpen(false)} />
        </Suspense>
      )}
    </>
  )
}
