/** Renders notices raised anywhere (client middleware, session effects) as Fluent toasts. */
import { Toast, Toaster, ToastTitle, useId, useToastController } from '@fluentui/react-components'
import { useEffect } from 'react'
import { subscribeNotices } from '../api/notices.ts'

export function Toasts() {
  const toasterId = useId('toaster')
  const { dispatchToast } = useToastController(toasterId)
  useEffect(
    () =>
      subscribeNotices((notice) =>
        dispatchToast(
          <Toast>
            <ToastTitle>{notice.message}</ToastTitle>
          </Toast>,
          {
            intent: notice.intent,
            timeout: notice.timeout ?? 4000,
            politeness: notice.intent === 'error' ? 'assertive' : 'polite',
          },
        ),
      ),
    [dispatchToast],
  )
  return <Toaster toasterId={toasterId} position="top" pauseOnHover pauseOnWindowBlur />
}
