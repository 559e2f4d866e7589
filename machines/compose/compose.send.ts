/**
 * The sending half of the compose chart: the SMS-notify pre-step (which recipients need a contact
 * with a mobile number, the numbers, saving them) and the send call with its three outcomes.
 */
import { failureMessage, failureStatus, payloadOf, smsEmails } from './compose.rules.ts'
import { composeSetup } from './compose.setup.ts'

export const smsCheckingState = composeSetup.createStateConfig({
  tags: ['busy', 'sending'],
  invoke: {
    src: 'checkSms',
    input: ({ context }) => ({ emails: smsEmails(context.form) }),
    onDone: [
      {
        guard: { type: 'nobodyNeedsSms', params: ({ event }) => ({ output: event.output }) },
        target: 'sending',
      },
      {
        target: 'smsNumbers',
        actions: {
          type: 'storeSmsNeeded',
          params: ({ event }) => ({ output: event.output }),
        },
      },
    ],
    onError: {
      target: 'editing',
      actions: {
        type: 'setAlert',
        params: ({ event }) => ({
          code: 'smsCheckFailed' as const,
          params: { message: failureMessage(event.error) },
        }),
      },
    },
  },
})

export const smsNumbersState = composeSetup.createStateConfig({
  description: 'Mobile numbers for the recipients the server has no (mobile) contact for.',
  on: {
    'sms.submit': [
      {
        guard: 'smsComplete',
        target: 'smsSaving',
        actions: ['storeSmsContacts', 'dismissAlert'],
      },
      { actions: 'alertSmsIncomplete' },
    ],
    'sms.cancel': { target: 'editing', actions: 'resetSms' },
  },
})

export const smsSavingState = composeSetup.createStateConfig({
  tags: ['busy', 'sending'],
  invoke: {
    src: 'saveSmsContacts',
    input: ({ context }) => ({ contacts: context.smsContacts }),
    onDone: { target: 'sending', actions: 'resetSms' },
    onError: {
      target: 'smsNumbers',
      actions: {
        type: 'setAlert',
        params: ({ event }) => ({
          code: 'smsSaveFailed' as const,
          params: { message: failureMessage(event.error) },
        }),
      },
    },
  },
})

export const sendingState = composeSetup.createStateConfig({
  tags: ['busy', 'sending'],
  invoke: {
    src: 'sendMail',
    input: ({ context }) => payloadOf(context, 'sent'),
    onDone: [
      {
        guard: { type: 'refused', params: ({ event }) => ({ output: event.output }) },
        target: 'editing',
        actions: {
          type: 'sendFailed',
          params: ({ event }) => ({
            message: event.output.error_lists[0]?.error ?? null,
            status: null,
          }),
        },
        description: 'success false: a failure like any other, with the first error.',
      },
      {
        guard: { type: 'scheduled', params: ({ event }) => ({ output: event.output }) },
        target: 'scheduled',
        actions: { type: 'storeOutcome', params: ({ event }) => ({ output: event.output }) },
      },
      {
        target: 'sent',
        actions: { type: 'storeOutcome', params: ({ event }) => ({ output: event.output }) },
      },
    ],
    onError: {
      target: 'editing',
      description: 'A 4xx, a 500 or a dropped network: back to the form as it was.',
      actions: {
        type: 'sendFailed',
        params: ({ event }) => ({
          message: failureMessage(event.error),
          status: failureStatus(event.error),
        }),
      },
    },
  },
})
