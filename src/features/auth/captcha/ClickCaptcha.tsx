/**
 * Click-in-order captcha: click the shown characters in the given order (3 points, each within
 * 40 px on the server). Numbered markers show the clicks; Reset clears them. Keyboard users move a
 * cursor over the image with the arrow keys and place a point with Enter or Space.
 */
import { Button, mergeClasses, Text } from '@fluentui/react-components'
import { ArrowResetRegular } from '@fluentui/react-icons'
import { useLingui } from '@lingui/react/macro'
import { useId, useRef, useState, type KeyboardEvent, type MouseEvent } from 'react'
import type { CaptchaChallenge } from '../../../../machines/captcha/index.ts'
import { CLICK_POINTS, type Point } from '../../../domain/captcha/index.ts'
import { clamp, pct, stageStyle, toImagePoint } from './captchaGeometry.ts'
import type { CaptchaController } from './useCaptcha.ts'
import { useCaptchaStyles } from './useCaptchaStyles.styles.ts'

/** Image px per arrow key press; Shift moves in big steps. */
const CURSOR_STEP = 5
const CURSOR_BIG_STEP = 20

export interface ClickCaptchaProps {
  captcha: CaptchaController
  challenge: CaptchaChallenge
}

export function ClickCaptcha({ captcha, challenge }: ClickCaptchaProps) {
  const { t } = useLingui()
  const styles = useCaptchaStyles()
  const hintId = useId()
  const stageRef = useRef<HTMLDivElement>(null)
  const [points, setPoints] = useState<Point[]>([])
  const [cursor, setCursor] = useState<Point>({ x: challenge.width / 2, y: challenge.height / 2 })
  const [keyboardMode, setKeyboardMode] = useState(false)
  const enabled = captcha.canAnswer && points.length < CLICK_POINTS
  const chars = challenge.chars ?? []

  const place = (point: Point) => {
    if (!enabled) return
    const next = [...points, point]
    setPoints(next)
    if (next.length === CLICK_POINTS) captcha.submit({ kind: 'click', points: next })
  }

  const onClick = (event: MouseEvent<HTMLDivElement>) => {
    setKeyboardMode(false)
    place(toImagePoint(event.currentTarget, challenge, event.clientX, event.clientY))
  }

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const step = event.shiftKey ? CURSOR_BIG_STEP : CURSOR_STEP
    const moves: Record<string, [number, number]> = {
      ArrowLeft: [-step, 0],
      ArrowRight: [step, 0],
      ArrowUp: [0, -step],
      ArrowDown: [0, step],
    }
    const move = moves[event.key]
    if (move) {
      event.preventDefault()
      setKeyboardMode(true)
      setCursor((c) => ({
        x: clamp(c.x + move[0], 0, challenge.width),
        y: clamp(c.y + move[1], 0, challenge.height),
      }))
    } else if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault()
      setKeyboardMode(true)
      place(cursor)
    }
  }

  return (
    <>
      <div className={styles.targets}>
        <Text size={200}>{t`请按顺序点击图中的文字：`}</Text>
        {chars.map((char, index) => (
          <span
            key={`${index}-${char}`}
            className={mergeClasses(styles.target, index < points.length && styles.targetDone)}
          >
            {char}
          </span>
        ))}
      </div>
      <div
        ref={stageRef}
        role="application"
        tabIndex={0}
        aria-label={t`文字点选验证图片`}
        aria-describedby={hintId}
        aria-disabled={!enabled}
        className={mergeClasses(styles.stage, styles.stageInteractive)}
        style={stageStyle(challenge)}
        onClick={onClick}
        onKeyDown={onKeyDown}
        onBlur={() => setKeyboardMode(false)}
      >
        <img className={styles.image} src={challenge.image} alt="" draggable={false} />
        {points.map((point, index) => (
          <span
            key={index}
            data-testid="captcha-marker"
            className={styles.marker}
            style={{ left: pct(point.x, challenge.width), top: pct(point.y, challenge.height) }}
          >
            {index + 1}
          </span>
        ))}
        {keyboardMode && enabled && (
          <span
            className={styles.cursor}
            style={{ left: pct(cursor.x, challenge.width), top: pct(cursor.y, challenge.height) }}
          />
        )}
      </div>
      <span id={hintId} className={styles.hint}>
        {t`也可以用方向键移动光标，按 Enter 或空格选择`}
      </span>
      <div className={styles.clickFooter}>
        <span className={styles.hint} aria-live="polite">
          {t`已选 ${points.length}/${CLICK_POINTS}`}
        </span>
        <Button
          size="small"
          appearance="subtle"
          icon={<ArrowResetRegular />}
          disabled={points.length === 0 || !captcha.canAnswer}
          onClick={() => setPoints([])}
        >
          {t`重置`}
        </Button>
      </div>
    </>
  )
}
