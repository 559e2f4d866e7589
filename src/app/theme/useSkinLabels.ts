import { useLingui } from '@lingui/react/macro'
import type { SkinId } from './skins.ts'

export function useSkinLabels(): Record<SkinId, string> {
  const { t } = useLingui()
  return {
    'classic-blue': t`经典蓝`,
    sky: t`天空蓝`,
    teal: t`湖水青`,
    green: t`森林绿`,
    jade: t`翡翠绿`,
    olive: t`橄榄绿`,
    orange: t`活力橙`,
    amber: t`琥珀黄`,
    red: t`中国红`,
    rose: t`玫瑰红`,
    purple: t`典雅紫`,
    lavender: t`薰衣草`,
    brown: t`咖啡棕`,
    graphite: t`石墨灰`,
    night: t`夜间模式`,
  }
}
