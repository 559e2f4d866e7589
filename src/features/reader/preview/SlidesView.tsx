/** A presentation as one card per slide: its text by paragraph, then its pictures. */
import { useLingui } from '@lingui/react/macro'
import { mergeClasses, Text } from '@fluentui/react-components'
import type { SlidePreview } from './parse/types.ts'
import { usePreviewStyles } from './usePreviewStyles.styles.ts'

export function SlidesView({ slides }: { slides: SlidePreview[] }) {
  const styles = usePreviewStyles()
  const { t } = useLingui()
  return (
    <div className={styles.slides}>
      {slides.map((slide, index) => {
        const number = index + 1
        return (
          <section key={index} className={styles.slide} aria-label={t`幻灯片 ${number}`}>
            <h2 className={styles.slideTitle}>{t`幻灯片 ${number}`}</h2>
            {slide.paragraphs.map((paragraph, p) => (
              <p
                key={p}
                className={mergeClasses(styles.paragraph, p === 0 && styles.firstParagraph)}
              >
                {paragraph}
              </p>
            ))}
            {slide.paragraphs.length === 0 && slide.images.length === 0 && (
              <Text className={styles.note}>{t`此幻灯片没有文字或图片`}</Text>
            )}
            {slide.images.length > 0 && (
              <div className={styles.pictures}>
                {slide.images.map((url, i) => {
                  const picture = i + 1
                  return (
                    <img
                      key={i}
                      className={styles.picture}
                      src={url}
                      alt={t`幻灯片 ${number} 的图片 ${picture}`}
                    />
                  )
                })}
              </div>
            )}
          </section>
        )
      })}
    </div>
  )
}
