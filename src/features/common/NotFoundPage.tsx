import { makeStyles, Text, tokens } from '@fluentui/react-components'
import { useLingui } from '@lingui/react/macro'
import { TextLink } from '../../app/links.tsx'

const useStyles = makeStyles({
  root: {
    margin: 'auto',
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'center',
    gap: tokens.spacingVerticalM,
    paddingTop: '20vh',
  },
})

export default function NotFoundPage() {
  const styles = useStyles()
  const { t } = useLingui()
  // M-TEXT-1
  return (
    <main className={styles.root}>
      <Text as="h1" size={800} weight="bold">
        404
      </Text>
      <Text>{t`404 页面不存在`}</Text>
      <TextLink to="/mailbox/welcome">{t`返回首页`}</TextLink>
    </main>
  )
}
