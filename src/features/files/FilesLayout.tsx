/**
 * The /file area (issue 15): a menu of the file centre's pages (personal disk, enterprise disk,
 * transit area), then the routed page behind the file module's lock (LockedSectionRoute).
 */
import { useLingui } from '@lingui/react/macro'
import { useParams } from '@tanstack/react-router'
import { useScreenTitles } from '../../app/useScreenTitles.ts'
import { SectionMenuLayout } from '../common/section/SectionMenuLayout.tsx'
import { fileMenu } from './filePages.ts'

export default function FilesLayout() {
  const { t } = useLingui()
  const titles = useScreenTitles().file
  const { page } = useParams({ strict: false }) as { page?: string }
  return (
    <SectionMenuLayout
      to="/file/$page"
      label={t`文件中心菜单`}
      active={page}
      groups={[
        { key: 'disks', pages: fileMenu().map((name) => ({ page: name, label: titles[name] })) },
      ]}
    />
  )
}
