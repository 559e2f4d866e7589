/** The real send call of the two-factor login's SMS code (machines/two-factor-sms). */
import { fromPromise } from 'xstate'
import type { SendCodeInput, SmsCodeSent } from '../../../../machines/two-factor-sms/index.ts'
import { ownErrors } from '../../../api/client.ts'
import { api } from '../../../app/services.ts'

/** `ticket` reads the session's current two-factor ticket when the button is pressed. */
export const loginSmsSender = (ticket: () => string) =>
  fromPromise<SmsCodeSent, SendCodeInput>(async () => {
    const { data, error } = await api().POST('/api/twofactor/login/sms/', {
      body: { twofactor_ticket: ticket() },
      middleware: [ownErrors],
    })
    if (!data) throw error ?? new Error('request failed')
    return data
  })
