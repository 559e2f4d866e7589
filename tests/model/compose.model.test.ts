/**
 * Model-based test of machines/compose: every state and transition of the abstract model
 * (tests/unit/compose/compose.model.ts) driven on a real actor with hand-settled fakes and a
 * simulated clock; the coverage recorder then demands that every state and transition of the
 * real chart was taken, here or in the walks below for transitions the model folds together.
 */
import { expect, it } from 'vitest'
import { createTestModel } from 'xstate/graph'
import { composeMachine, selectOption } from '../../machines/compose/index.ts'
import { defaultComposeForm } from '../../src/domain/compose/index.ts'
import { describeModel, edgePaths, type Inspect } from './support/index.ts'
import { ComposeHarness } from '../unit/compose/compose.harness.ts'
import {
  World,
  checks,
  executors,
  modelMachine,
  serializeState,
} from '../unit/compose/compose.model.ts'

const model = createTestModel(modelMachine, { serializeState })
const edges = edgePaths(model, serializeState)

/** Transitions the model folds together, walked on purpose; the coverage test replays them too. */
const open = (inspect?: Inspect, input: ConstructorParameters<typeof ComposeHarness>[0] = {}) =>
  new ComposeHarness(input, inspect)

const foldedWalks: Record<string, (inspect: Inspect) => Promise<void>> = {
  'mass mail then security mode asks twice, then the SMS check': async (inspect) => {
    const h = open(inspect, {
      params: { securityMode: true, mailLevelRequired: false, attachLevelRequired: false },
    })
    await h.fillValid([
      { type: 'recipients.add', field: 'to', text: 'b@corp.example' },
      { type: 'field.set', field: 'is_partsend', value: true },
      { type: 'field.set', field: 'is_smsnotify', value: true },
    ])
    await h.send({ type: 'compose.send' })
    expect(h.snapshot.context.confirm?.code).toBe('massMail')
    await h.send({ type: 'confirm.accept' })
    expect(h.snapshot.context.confirm).toEqual({
      code: 'securityManyRecipients',
      params: { count: 2 },
    })
    await h.send({ type: 'confirm.accept' })
    expect(h.snapshot.value).toBe('smsChecking')
    h.actor.stop()
  },
  'a refused editor image raises its alert and leaves the form as it was': async (inspect) => {
    const h = open(inspect)
    const before = h.snapshot.context.form
    await h.send({
      type: 'image.refused',
      alert: { code: 'imageSize', params: { name: 'scan.png' } },
    })
    expect(h.snapshot.context.alert).toEqual({ code: 'imageSize', params: { name: 'scan.png' } })
    expect(h.snapshot.context.form).toEqual(before)
    await h.send({ type: 'alert.dismiss' })
    expect(h.snapshot.context.alert).toBeNull()
    h.actor.stop()
  },
  'the send button is locked for 1500 ms after a click': async (inspect) => {
    const h = open(inspect)
    await h.send({ type: 'compose.send' })
    expect(h.snapshot.context.alert).toEqual({ code: 'noRecipient' })
    await h.send({ type: 'alert.dismiss' }, { type: 'compose.send' })
    expect(h.snapshot.context.alert).toBeNull()
    await h.advance(1499)
    await h.send({ type: 'compose.send' })
    expect(h.snapshot.context.alert).toBeNull()
    await h.advance(1)
    await h.send({ type: 'compose.send' })
    expect(h.snapshot.context.alert).toEqual({ code: 'noRecipient' })
    h.actor.stop()
  },
  'auto-save runs only while the tab is active, and only with changes': async (inspect) => {
    const h = open(inspect, { tabActive: false })
    await h.send({ type: 'body.change', html: '<p>x</p>', plain: 'x' })
    await h.advance(10 * 60_000)
    expect(h.saves).toHaveLength(0)
    await h.send({ type: 'tab.activated' })
    await h.advance(5 * 60_000 - 1000)
    expect(h.saves).toHaveLength(0)
    await h.send({ type: 'tab.deactivated' }, { type: 'tab.activated' })
    await h.advance(5 * 60_000)
    expect(h.saves).toHaveLength(1)
    await h.settleLast(h.saves, (p) => p.resolve({ ...okSave, draft_id: 3 }))
    await h.advance(5 * 60_000)
    expect(h.saves).toHaveLength(1)
    // A tick outside editing only re-arms the timer.
    await h.send(
      { type: 'body.change', html: '', plain: 'y' },
      { type: 'field.toggle', field: 'cc', on: true },
    )
    await h.send({ type: 'format.toggle', html: false })
    await h.advance(5 * 60_000)
    expect(h.snapshot.value).toBe('confirmingChange')
    await h.send({ type: 'confirm.cancel' })
    await h.advance(5 * 60_000)
    expect(h.saves).toHaveLength(2)
    h.actor.stop()
  },
  'the compose params arrive (security mode follows them) or fail (the input stays)': async (
    inspect,
  ) => {
    const h = open(inspect)
    expect(h.snapshot.context.params.securityMode).toBe(false)
    const classified = { securityMode: true, mailLevelRequired: true, attachLevelRequired: true }
    await h.settleLast(h.paramLoads, (p) => p.resolve(classified))
    expect(h.snapshot.context.params).toEqual(classified)
    // Security mode hides password protection (R-STATE).
    expect(selectOption(h.snapshot, 'password').visible).toBe(false)
    h.actor.stop()
    const failed = open(inspect)
    await failed.settleLast(failed.paramLoads, (p) => p.reject(new Error('500')))
    expect(failed.snapshot.context.params.securityMode).toBe(false)
    expect(selectOption(failed.snapshot, 'password').visible).toBe(true)
    failed.actor.stop()
  },
  'the signatures arrive (the default goes in) or fail (none)': async (inspect) => {
    const h = open(inspect)
    await h.settleLast(h.signatureLoads, (p) =>
      p.resolve({
        list: [{ id: 4, caption: 'Short', content: '<p>Me</p>' }],
        defaultNew: 4,
        defaultReply: null,
      }),
    )
    expect(h.snapshot.context.form.html_text).toBe(
      '<p><br></p><div data-compose-signature="4"><p>Me</p></div>',
    )
    h.actor.stop()
    const failed = open(inspect)
    // M-ERR-23: a failed load is silent (no alert), and compose carries on without signatures
    await failed.settleLast(failed.signatureLoads, (p) => p.reject(new Error('500')))
    expect(failed.snapshot.context.alert).toBeNull()
    expect(failed.snapshot.context.signatures).toEqual({
      list: [],
      defaultNew: null,
      defaultReply: null,
    })
    expect(failed.snapshot.context.form.html_text).toBe('')
    failed.actor.stop()
  },
  'a restored local copy is dirty, and saving it removes the copy': async (inspect) => {
    const h = open(inspect, {
      restored: {
        mode: 'reply',
        source: { uid: 3, folder: 'INBOX' },
        form: { ...defaultComposeForm(), subject: 'Kept' },
        draftId: 8,
        hiddenOriginal: null,
      },
    })
    expect(h.loads).toHaveLength(0)
    await h.send({ type: 'draft.save' })
    expect(h.saves.at(-1)?.input).toMatchObject({ draft_id: 8, uid: 3, refw_type: 'compose3' })
    await h.settleLast(h.saves, (p) => p.resolve({ ...okSave, draft_id: 8 }))
    expect(h.cleared).toBe(1)
    h.actor.stop()
  },
}

describeModel(
  'compose machine (model-based)',
  {
    chart: composeMachine,
    model,
    serializeState,
    start: (inspect) => new World(inspect),
    params: (world) => ({ states: { '*': checks(world) }, events: executors(world) }),
    stop: (world) => world.stop(),
    paths: edges,
    walks: foldedWalks,
  },
  () => {
    it('the model has every resting state of the chart', () => {
      const transient = ['starting', 'validating']
      const chart = Object.keys(composeMachine.root.states).filter((s) => !transient.includes(s))
      const modelStates = Object.keys(modelMachine.root.states).filter((s) => s !== 'start')
      expect(modelStates.sort()).toEqual(chart.sort())
    })
  },
)

const okSave = {
  type: 'save' as const,
  success: true,
  message_id: '',
  recipient: [],
  draft_id: null,
  error_lists: [],
}
