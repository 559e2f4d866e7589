/**
 * The centre of the home page (R-HOME-6): the system notice when system_name is set;
 * else tabs of welcome_links; else a banner carousel (four built-in images unless banner_list
 * replaces them). Below it, the 120 px carousel of welcome_ads.
 */
import { Card, Link, makeStyles, Tab, TabList, Text, tokens } from '@fluentui/react-components'
import { useLingui } from '@lingui/react/macro'
import { lazy, Suspense, useState } from 'react'
import type { LoginAfterInfo } from '../../api/types.ts'
import { Carousel } from './Carousel.tsx'

// With its HTML sanitiser: only servers that set a notice pay for it.
const SystemNotice = lazy(() => import('./SystemNotice.tsx'))

export const BUILT_IN_BANNERS = [
  '/banners/banner-1.svg',
  '/banners/banner-2.svg',
  '/banners/banner-3.svg',
  '/banners/banner-4.svg',
]

export type CentreKind = 'notice' | 'links' | 'banners'

export function centreKind(info: LoginAfterInfo): CentreKind {
  if (info.system_name) return 'notice'
  if (info.welcome_links.length > 0) return 'links'
  return 'banners'
}

const useStyles = makeStyles({
  card: { padding: tokens.spacingHorizontalL },
  links: {
    display: 'grid',
    gridTemplateColumns: 'repeat(auto-fill, minmax(220px, 1fr))',
    gap: tokens.spacingHorizontalM,
    marginTop: tokens.spacingVerticalM,
  },
  link: { display: 'flex', gap: tokens.spacingHorizontalS, alignItems: 'flex-start' },
  icon: { width: '32px', height: '32px', objectFit: 'contain' },
  image: { width: '100%', height: '100%', objectFit: 'cover', display: 'block' },
})

export function WelcomeCentre({ info }: { info: LoginAfterInfo }) {
  const kind = centreKind(info)
  return (
    <>
      {kind === 'notice' && (
        <Suspense fallback={null}>
          <SystemNotice name={info.system_name} html={info.system_remark} />
        </Suspense>
      )}
      {kind === 'links' && <WelcomeLinks groups={info.welcome_links} />}
      {kind === 'banners' && (
        <Banners images={info.banner_list.length > 0 ? info.banner_list : BUILT_IN_BANNERS} />
      )}
      {info.welcome_ads.length > 0 && <Ads ads={info.welcome_ads} />}
    </>
  )
}

function WelcomeLinks({ groups }: { groups: LoginAfterInfo['welcome_links'] }) {
  const styles = useStyles()
  const [selected, setSelected] = useState(0)
  const group = groups[Math.min(selected, groups.length - 1)]
  return (
    <Card className={styles.card}>
      <TabList
        selectedValue={selected}
        onTabSelect={(_, data) => setSelected(data.value as number)}
      >
        {groups.map((g, index) => (
          <Tab key={index} value={index}>
            {g.title}
          </Tab>
        ))}
      </TabList>
      <div className={styles.links} role="tabpanel">
        {group?.links.map((link) => (
          <div key={link.url + link.title} className={styles.link}>
            {link.icon && <img className={styles.icon} src={link.icon} alt="" />}
            <div>
              <Link href={link.url} target="_blank" rel="noopener noreferrer">
                {link.title}
              </Link>
              {link.desc && (
                <Text size={200} block>
                  {link.desc}
                </Text>
              )}
            </div>
          </div>
        ))}
      </div>
    </Card>
  )
}

function Banners({ images }: { images: readonly string[] }) {
  const styles = useStyles()
  const { t } = useLingui()
  return (
    <Carousel
      label={t`横幅`}
      height={220}
      slides={images.map((src, index) => (
        <img key={src} className={styles.image} src={src} alt={t`横幅 ${index + 1}`} />
      ))}
    />
  )
}

function Ads({ ads }: { ads: LoginAfterInfo['welcome_ads'] }) {
  const styles = useStyles()
  const { t } = useLingui()
  return (
    <Carousel
      label={t`推荐`}
      height={120}
      slides={ads.map((ad, index) => (
        <a key={ad.image + ad.link} href={ad.link} target="_blank" rel="noopener noreferrer">
          <img className={styles.image} src={ad.image} alt={t`推荐 ${index + 1}`} />
        </a>
      ))}
    />
  )
}
