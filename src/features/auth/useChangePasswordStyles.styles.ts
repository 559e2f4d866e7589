import { makeStyles, tokens } from '@fluentui/react-components'
import { visuallyHidden } from '../../app/theme/visuallyHidden.ts'

export const useChangePasswordStyles = makeStyles({
  surface: { maxWidth: '480px' },
  content: { display: 'flex', flexDirection: 'column', rowGap: tokens.spacingVerticalM },
  intro: { color: tokens.colorNeutralForeground2 },
  checklist: {
    margin: 0,
    padding: `${tokens.spacingVerticalS} ${tokens.spacingHorizontalM}`,
    listStyleType: 'none',
    display: 'flex',
    flexDirection: 'column',
    rowGap: tokens.spacingVerticalXS,
    borderRadius: tokens.borderRadiusMedium,
    backgroundColor: tokens.colorNeutralBackground2,
  },
  checklistTitle: { fontSize: tokens.fontSizeBase200, color: tokens.colorNeutralForeground2 },
  item: {
    display: 'flex',
    alignItems: 'flex-start',
    columnGap: tokens.spacingHorizontalS,
    fontSize: tokens.fontSizeBase200,
    lineHeight: tokens.lineHeightBase200,
    color: tokens.colorNeutralForeground2,
  },
  icon: { flexShrink: 0, fontSize: '16px', marginTop: '1px' },
  ok: { color: tokens.colorPaletteGreenForeground1 },
  failed: { color: tokens.colorPaletteRedForeground1 },
  pending: { color: tokens.colorNeutralForeground3 },
  visuallyHidden,
})
