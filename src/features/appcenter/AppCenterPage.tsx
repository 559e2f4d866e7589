/**
 * /appcenter (issue 16; decisions.md #296): the organisation's applications as tiles, each
 * opening in a new tab; an empty state when the organisation offers none. Loaded like every
 * server list (docs/forms.md: the resource machine, a retry on failure).
 */
import { Card, CardHeader, Link, Text, makeStyles, tokens } from '@fluentui/react-components'
import { AppsRegular, OpenRegular } from '@fluentui/react-icons'
import { useLingui } from '@lingui/react/macro'
import type { components } from '../../api/schema.gen.ts'
import { api } from '../../app/services.ts'
import { Loaded, SettingsPage } from '../common/forms/SettingsPage.tsx'
import { fail } from '../common/forms/settingsCalls.ts'
import { useSettingsResource } from '../common/forms/useSettingsResource.ts'

type App = components['schemas']['App']

async function loadApps(signal: AbortSignal): Promise<App[]> {
  const { data, error } = await api().GET('/api/core/apps/', { signal })
  return data ?? fail(error)
}

const useStyles = makeStyles({
  page: { overflowY: 'auto', height: '100%' },
  grid: {
    display: 'grid',
    gridTemplateColumns: 'repeat(auto-fill, minmax(260px, 1fr))',
    gap: tokens.spacingHorizontalL,
    listStyleType: 'none',
    margin: 0,
    padding: 0,
  },
  card: { height: '100%' },
  icon: { fontSize: '28px', color: tokens.colorBrandForeground1 },
  muted: { color: tokens.colorNeutralForeground3 },
  empty: { padding: tokens.spacingVerticalXXL, textAlign: 'center' },
})

export default function AppCenterPage() {
  const { t } = useLingui()
  const styles = useStyles()
  const resource = useSettingsResource<App[], never>({ load: loadApps })
  return (
    <div className={styles.page}>
      <SettingsPage
        title={t`应用中心`}
        intro={t`单位为员工提供的各类应用，点击即可在新标签页中打开。`}
      >
        <Loaded resource={resource} failureText={t`加载失败，应用列表无法显示。`}>
          {() =>
            resource.data && resource.data.length > 0 ? (
              <ul className={styles.grid} aria-label={t`应用`}>
                {resource.data.map((app) => (
                  <li key={app.id}>
                    <Card className={styles.card}>
                      <CardHeader
                        image={<AppsRegular className={styles.icon} />}
                        header={
                          <Link href={app.url} target="_blank" rel="noopener noreferrer">
                            {app.name}
                            <OpenRegular aria-label={t`（在新标签页中打开）`} />
                          </Link>
                        }
                        description={app.category ?? ''}
                      />
                      {app.description && <Text className={styles.muted}>{app.description}</Text>}
                    </Card>
                  </li>
                ))}
              </ul>
            ) : (
              <Text className={styles.empty}>{t`单位还没有在应用中心添加应用。`}</Text>
            )
          }
        </Loaded>
      </SettingsPage>
    </div>
  )
}
