import { makeStyles, tokens } from '@fluentui/react-components'

export const useLockSettingsStyles = makeStyles({
  surface: { maxWidth: '560px' },
  content: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  form: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
  row: { display: 'flex', gap: tokens.spacingHorizontalS, alignItems: 'center' },
  folders: { display: 'flex', flexWrap: 'wrap', columnGap: tokens.spacingHorizontalM },
  forgotRow: { display: 'flex', justifyContent: 'flex-end' },
  sub: {
    padding: tokens.spacingHorizontalM,
    border: `1px solid ${tokens.colorNeutralStroke1}`,
    borderRadius: tokens.borderRadiusMedium,
    backgroundColor: tokens.colorNeutralBackground2,
  },
})
