/**
 * The captcha of the login form, loaded only when the login config asks for one: runs the
 * captcha machine and renders its panel, and hands the controller up to the form (which owns
 * everything typed and needs the ticket to submit).
 */
import { useEffect } from 'react'
import type { CaptchaKind } from '../../../../machines/captcha/index.ts'
import { CaptchaPanel, type CaptchaPanelProps } from './CaptchaPanel.tsx'
import { useCaptcha, type CaptchaController } from './useCaptcha.ts'

export interface CaptchaSlotProps extends Omit<CaptchaPanelProps, 'captcha'> {
  kind: CaptchaKind
  onController: (captcha: CaptchaController | null) => void
}

export default function CaptchaSlot({ kind, onController, ...panel }: CaptchaSlotProps) {
  const captcha = useCaptcha(kind)
  useEffect(() => onController(captcha), [captcha, onController])
  useEffect(() => () => onController(null), [onController])
  return <CaptchaPanel captcha={captcha} {...panel} />
}
