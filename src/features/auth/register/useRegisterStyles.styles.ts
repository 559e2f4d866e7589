import { makeStyles, tokens } from '@fluentui/react-components'

export const useRegisterStyles = makeStyles({
  surface: { maxWidth: '520px' },
  content: { display: 'flex', flexDirection: 'column', rowGap: tokens.spacingVerticalM },
  intro: { color: tokens.colorNeutralForeground2 },
  address: { display: 'grid', gridTemplateColumns: 'minmax(0, 1fr) auto', alignItems: 'end' },
  domainSuffix: { color: tokens.colorNeutralForeground2, whiteSpace: 'nowrap' },
  question: { fontWeight: tokens.fontWeightSemibold },
  // "Reset password" wrapped onto two lines in English.
  action: { whiteSpace: 'nowrap', flexShrink: 0 },
})
