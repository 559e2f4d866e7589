/**
 * Slider captcha: drag the piece along the track until it fills the gap. Operable by pointer and by
 * keyboard (a true `role="slider"`: arrows, Page Up/Down, Home/End move; Enter confirms). The
 * offset is in image pixels; the server accepts it within 5 px of the gap.
 */
import { mergeClasses } from '@fluentui/react-components'
import { CheckmarkRegular, ChevronDoubleRightRegular, DismissRegular } from '@fluentui/react-icons'
import { useLingui } from '@lingui/react/macro'
import { useId, useRef, useState, type KeyboardEvent, type PointerEvent } from 'react'
import type { CaptchaChallenge } from '../../../../machines/captcha/index.ts'
import { clamp, pct, scaleOf, stageStyle } from './captchaGeometry.ts'
import type { CaptchaController } from './useCaptcha.ts'
import { HANDLE_MIN_WIDTH, useCaptchaStyles } from './useCaptchaStyles.styles.ts'

/** Image px per arrow key press, and per Page Up / Page Down or Shift+arrow. */
const KEY_STEP = 1
const KEY_BIG_STEP = 10

interface Drag {
  pointerId: number
  startClientX: number
  startX: number
  scale: number
}

export interface SliderCaptchaProps {
  captcha: CaptchaController
  challenge: CaptchaChallenge
}

export function SliderCaptcha({ captcha, challenge }: SliderCaptchaProps) {
  const { t } = useLingui()
  const styles = useCaptchaStyles()
  const hintId = useId()
  const stageRef = useRef<HTMLDivElement>(null)
  const drag = useRef<Drag | null>(null)
  const [x, setX] = useState(0)
  const pieceSize = challenge.piece?.size ?? 0
  const max = Math.max(0, challenge.width - pieceSize)
  const enabled = captcha.canAnswer

  const confirm = (offset: number) => {
    if (enabled) captcha.submit({ kind: 'slider', x: offset })
  }

  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    if (!enabled) return
    event.preventDefault()
    event.currentTarget.setPointerCapture?.(event.pointerId)
    event.currentTarget.focus()
    drag.current = {
      pointerId: event.pointerId,
      startClientX: event.clientX,
      startX: x,
      scale: scaleOf(stageRef.current, challenge.width),
    }
  }

  const offsetAt = (clientX: number, d: Drag) =>
    clamp(d.startX + (clientX - d.startClientX) / d.scale, 0, max)

  const onPointerMove = (event: PointerEvent<HTMLDivElement>) => {
    const d = drag.current
    if (d?.pointerId === event.pointerId) setX(offsetAt(event.clientX, d))
  }

  const onPointerUp = (event: PointerEvent<HTMLDivElement>) => {
    const d = drag.current
    if (d?.pointerId !== event.pointerId) return
    drag.current = null
    const offset = offsetAt(event.clientX, d)
    setX(offset)
    // A click without a drag is not an answer.
    if (offset !== d.startX) confirm(offset)
  }

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (!enabled) return
    const big = event.shiftKey ? KEY_BIG_STEP : KEY_STEP
    const moves: Record<string, number> = {
      ArrowRight: x + big,
      ArrowUp: x + big,
      ArrowLeft: x - big,
      ArrowDown: x - big,
      PageUp: x + KEY_BIG_STEP,
      PageDown: x - KEY_BIG_STEP,
      Home: 0,
      End: max,
    }
    const next = moves[event.key]
    if (next !== undefined) {
      event.preventDefault()
      setX(clamp(next, 0, max))
    } else if (event.key === 'Enter' || event.key === ' ') {
      // Enter confirms the piece, never submits the surrounding login form.
      event.preventDefault()
      confirm(x)
    }
  }

  const settled = captcha.verified ? 'verified' : captcha.failed ? 'failed' : null
  const HandleIcon =
    settled === 'verified'
      ? CheckmarkRegular
      : settled === 'failed'
        ? DismissRegular
        : ChevronDoubleRightRegular

  return (
    <>
      <div ref={stageRef} className={styles.stage} style={stageStyle(challenge)}>
        <img
          className={styles.image}
          src={challenge.image}
          alt={t`拼图验证背景`}
          draggable={false}
        />
        {challenge.piece && (
          <img
            className={styles.piece}
            src={challenge.piece.image}
            alt=""
            draggable={false}
            style={{
              left: pct(x, challenge.width),
              top: pct(challenge.piece.y, challenge.height),
              width: pct(challenge.piece.size, challenge.width),
            }}
          />
        )}
      </div>
      <div
        className={mergeClasses(
          styles.track,
          settled === 'verified' && styles.trackVerified,
          settled === 'failed' && styles.trackFailed,
        )}
        style={{ maxWidth: `${challenge.width}px` }}
      >
        {settled === null && (
          <div className={styles.trackFill} style={{ width: pct(x, challenge.width) }} />
        )}
        {x === 0 && settled === null && (
          <span
            className={styles.trackHint}
            style={{ left: `max(${HANDLE_MIN_WIDTH}, ${pct(pieceSize, challenge.width)})` }}
            aria-hidden
          >
            {t`向右拖动滑块，将拼图填入缺口`}
          </span>
        )}
        <div
          role="slider"
          tabIndex={0}
          aria-label={t`拼图滑块`}
          aria-describedby={hintId}
          aria-valuemin={0}
          aria-valuemax={max}
          aria-valuenow={Math.round(x)}
          aria-disabled={!enabled}
          className={mergeClasses(
            styles.handle,
            settled === 'verified' && styles.handleVerified,
            settled === 'failed' && styles.handleFailed,
          )}
          style={{ left: pct(x, challenge.width), width: pct(pieceSize, challenge.width) }}
          onPointerDown={onPointerDown}
          onPointerMove={onPointerMove}
          onPointerUp={onPointerUp}
          onPointerCancel={() => {
            drag.current = null
          }}
          onKeyDown={onKeyDown}
        >
          <HandleIcon aria-hidden />
        </div>
      </div>
      <span id={hintId} className={styles.hint}>
        {t`也可以用方向键移动拼图，按 Enter 确认`}
      </span>
    </>
  )
}
