/**
 * The /setting area (issue 12): a left menu of the built settings pages in their groups
 * (decisions.md #154), then the routed page.
 */
import { useLingui } from '@lingui/react/macro'
import { useParams } from '@tanstack/react-router'
import { useScreenTitles } from '../../app/useScreenTitles.ts'
import { SectionMenuLayout } from '../common/section/SectionMenuLayout.tsx'
import { settingsMenu, type SettingGroup } from './settingsPages.ts'

export default function SettingsLayout() {
  const { t } = useLingui()
  const titles = useScreenTitles().setting
  const { page } = useParams({ strict: false }) as { page?: string }
  const groupTitles: Record<SettingGroup, string> = {
    personal: t`个人设置`,
    mail: t`邮件处理`,
    security: t`账号安全`,
    other: t`其他`,
  }
  return (
    <SectionMenuLayout
      to="/setting/$page"
      label={t`设置菜单`}
      active={page}
      groups={settingsMenu().map(({ group, pages }) => ({
        key: group,
        title: groupTitles[group],
        pages: pages.map((name) => ({ page: name, label: titles[name] })),
      }))}
    />
  )
}
