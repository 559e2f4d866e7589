import { Link, makeStyles, Text, tokens } from '@fluentui/react-components'
import { useLingui } from '@lingui/react/macro'
import type { LoginAfterInfo } from '../../api/types.ts'

const useStyles = makeStyles({
  root: {
    display: 'flex',
    justifyContent: 'center',
    gap: tokens.spacingHorizontalM,
    paddingBlock: tokens.spacingVerticalL,
    color: tokens.colorNeutralForeground3,
    flexWrap: 'wrap',
  },
})

/** R-HOME-7: copyright with the organisation's name and, when is_icp, the ICP number's link. */
export function WelcomeFooter({ info, year }: { info: LoginAfterInfo; year: number }) {
  const styles = useStyles()
  const { t } = useLingui()
  const name = info.title || t`企业邮箱`
  return (
    <footer className={styles.root}>
      <Text size={200}>{t`© ${year} ${name} 版权所有`}</Text>
      {info.is_icp && info.icp_no && (
        <Link href={info.icp_link || undefined} target="_blank" rel="noopener noreferrer">
          {info.icp_no}
        </Link>
      )}
    </footer>
  )
}
