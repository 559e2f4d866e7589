/**
 * A small accessible carousel: auto-advances, pauses while hovered or focused, prev/next buttons
 * and dot buttons reachable by keyboard, reduced-motion respected (no auto-advance).
 */
import { Button, makeStyles, mergeClasses, tokens } from '@fluentui/react-components'
import { ChevronLeftRegular, ChevronRightRegular } from '@fluentui/react-icons'
import { useLingui } from '@lingui/react/macro'
import { useEffect, useState, type ReactNode } from 'react'

const useStyles = makeStyles({
  root: { position: 'relative', overflow: 'hidden', borderRadius: tokens.borderRadiusLarge },
  slide: { width: '100%', height: '100%' },
  nav: {
    position: 'absolute',
    top: '50%',
    transform: 'translateY(-50%)',
    backgroundColor: tokens.colorNeutralBackgroundAlpha,
  },
  prev: { left: tokens.spacingHorizontalS },
  next: { right: tokens.spacingHorizontalS },
  dots: {
    position: 'absolute',
    bottom: tokens.spacingVerticalS,
    width: '100%',
    display: 'flex',
    justifyContent: 'center',
    gap: '6px',
  },
  dot: {
    width: '10px',
    height: '10px',
    minWidth: '10px',
    padding: 0,
    borderRadius: tokens.borderRadiusCircular,
    backgroundColor: tokens.colorNeutralBackgroundAlpha2,
  },
  dotActive: { backgroundColor: tokens.colorBrandBackground },
})

export interface CarouselProps {
  label: string
  height: number
  slides: readonly ReactNode[]
  intervalMs?: number
}

export function Carousel({ label, height, slides, intervalMs = 5000 }: CarouselProps) {
  const styles = useStyles()
  const { t } = useLingui()
  const [index, setIndex] = useState(0)
  const [paused, setPaused] = useState(false)
  const count = slides.length

  useEffect(() => {
    const reduced = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches
    if (paused || reduced || count < 2) return
    const timer = window.setInterval(() => setIndex((i) => (i + 1) % count), intervalMs)
    return () => window.clearInterval(timer)
  }, [paused, count, intervalMs])

  if (count === 0) return null
  const current = Math.min(index, count - 1)
  return (
    <section
      className={styles.root}
      style={{ height }}
      aria-roledescription="carousel"
      aria-label={label}
      onMouseEnter={() => setPaused(true)}
      onMouseLeave={() => setPaused(false)}
      onFocus={() => setPaused(true)}
      onBlur={() => setPaused(false)}
    >
      <div className={styles.slide} aria-live={paused ? 'polite' : 'off'}>
        {slides[current]}
      </div>
      {count > 1 && (
        <>
          <Button
            className={mergeClasses(styles.nav, styles.prev)}
            shape="circular"
            icon={<ChevronLeftRegular />}
            aria-label={t`上一张`}
            onClick={() => setIndex((current - 1 + count) % count)}
          />
          <Button
            className={mergeClasses(styles.nav, styles.next)}
            shape="circular"
            icon={<ChevronRightRegular />}
            aria-label={t`下一张`}
            onClick={() => setIndex((current + 1) % count)}
          />
          <div className={styles.dots}>
            {slides.map((_, i) => (
              <Button
                key={i}
                className={mergeClasses(styles.dot, i === current && styles.dotActive)}
                aria-label={t`第 ${i + 1} 张`}
                aria-current={i === current ? 'true' : undefined}
                onClick={() => setIndex(i)}
              />
            ))}
          </div>
        </>
      )}
    </section>
  )
}
