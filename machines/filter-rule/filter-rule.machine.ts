import { assign, emit, setup } from 'xstate'
import {
  emptyCondition,
  emptyRule,
  validateFilterRule,
  withField,
} from '../../src/domain/settings/filterRule.ts'
import { saveFailureOf } from '../settings-resource/index.ts'
import { deleteRule, saveRule } from './filter-rule.actors.ts'
import type {
  FilterRuleContext,
  FilterRuleEmitted,
  FilterRuleEvent,
  RuleErrors,
} from './filter-rule.types.ts'

/** More rows than this is a sign the rule wants splitting (decisions.md #179). */
export const MAX_CONDITIONS = 10

const hasErrors = (errors: RuleErrors) => Object.values(errors).some(Boolean)

/** Editing a field drops its rule message and the server's words about it. */
function dropped(context: FilterRuleContext, fields: string[]) {
  const errors = { ...context.errors }
  for (const field of fields) delete errors[field as keyof RuleErrors]
  const failure = context.failure
  if (failure?.code !== 'fields') return { errors, failure }
  const rest = { ...failure.fields }
  for (const field of fields) delete rest[field]
  if (Object.keys(rest).length > 0) return { errors, failure: { ...failure, fields: rest } }
  return {
    errors,
    failure: failure.message ? { code: 'refused' as const, message: failure.message } : null,
  }
}

/**
 * /setting/filter's rule dialog and delete confirmation (issue 12): a new or existing rule is
 * edited row by row, checked by the domain rule before any call (its codes under the fields),
 * saved with one call (a refusal keeps the dialog and the input, with the server's words), or a
 * rule is deleted after a confirmation.
 */
export const filterRuleMachine = setup({
  types: {
    context: {} as FilterRuleContext,
    events: {} as FilterRuleEvent,
    emitted: {} as FilterRuleEmitted,
    tags: 'busy' as 'busy' | 'open',
  },
  actors: { saveRule, deleteRule },
  guards: {
    valid: ({ context }) => !hasErrors(validateFilterRule(context.values)),
    canAddCondition: ({ context }) => context.values.conditions.length < MAX_CONDITIONS,
    canRemoveCondition: ({ context }) => context.values.conditions.length > 1,
  },
  actions: {
    setRule: assign(({ context, event }) => {
      if (event.type !== 'rule.set') return {}
      return {
        values: { ...context.values, ...event.patch },
        ...dropped(context, Object.keys(event.patch)),
      }
    }),
    addCondition: assign({
      values: ({ context }) => ({
        ...context.values,
        conditions: [...context.values.conditions, emptyCondition()],
      }),
    }),
    removeCondition: assign(({ context, event }) => {
      if (event.type !== 'condition.remove') return {}
      const conditions = context.values.conditions.filter((_, i) => i !== event.index)
      // Row messages are by position: after a removal they would point at the wrong rows.
      const errors = Object.fromEntries(
        Object.entries(context.errors).filter(([field]) => !field.startsWith('condition')),
      ) as RuleErrors
      return { values: { ...context.values, conditions }, errors }
    }),
    setCondition: assign(({ context, event }) => {
      if (event.type !== 'condition.set') return {}
      const conditions = context.values.conditions.map((condition, i) => {
        if (i !== event.index) return condition
        const { field, ...rest } = event.patch
        const next = field ? withField(condition, field) : condition
        return { ...next, ...rest }
      })
      return {
        values: { ...context.values, conditions },
        ...dropped(context, [`condition${event.index}`, 'conditions']),
      }
    }),
    showErrors: assign({ errors: ({ context }) => validateFilterRule(context.values) }),
  },
}).createMachine({
  id: 'filterRule',
  description: 'The rule dialog (new or edit) and the delete confirmation of /setting/filter.',
  context: {
    id: null,
    values: emptyRule(),
    initial: emptyRule(),
    errors: {},
    failure: null,
    target: null,
  },
  initial: 'closed',
  states: {
    closed: {
      on: {
        'rule.new': {
          target: 'editing',
          actions: assign(({ event }) => {
            const values = emptyRule(event.priority)
            return { id: null, values, initial: values, errors: {}, failure: null }
          }),
          description: 'A new rule starts with one empty condition, after the last priority.',
        },
        'rule.edit': {
          target: 'editing',
          actions: assign(({ event }) => ({
            id: event.id,
            values: event.values,
            initial: event.values,
            errors: {},
            failure: null,
          })),
        },
        'rule.delete': {
          target: 'confirmingDelete',
          actions: assign(({ event }) => ({
            target: { id: event.id, name: event.name },
            failure: null,
          })),
        },
      },
    },
    editing: {
      tags: ['open'],
      on: {
        'rule.set': { actions: 'setRule' },
        'condition.add': { guard: 'canAddCondition', actions: 'addCondition' },
        'condition.remove': { guard: 'canRemoveCondition', actions: 'removeCondition' },
        'condition.set': { actions: 'setCondition' },
        'rule.submit': [
          {
            guard: 'valid',
            target: 'saving',
            actions: assign({ errors: {}, failure: null }),
          },
          {
            actions: 'showErrors',
            description: "The rule's messages under the fields; no call is made.",
          },
        ],
        'rule.cancel': 'closed',
      },
    },
    saving: {
      tags: ['open', 'busy'],
      invoke: {
        id: 'saveRule',
        src: 'saveRule',
        input: ({ context }) => ({ id: context.id, values: context.values }),
        onDone: { target: 'closed', actions: emit({ type: 'rule.saved' as const }) },
        onError: {
          target: 'editing',
          actions: assign({ failure: ({ event }) => saveFailureOf(event.error) }),
          description: "Refused or failed: the dialog stays with the input and the server's words.",
        },
      },
    },
    confirmingDelete: {
      description: 'Asks before deleting the rule named in the question.',
      on: {
        'delete.confirm': { target: 'deleting', actions: assign({ failure: null }) },
        'delete.cancel': 'closed',
      },
    },
    deleting: {
      tags: ['busy'],
      invoke: {
        id: 'deleteRule',
        src: 'deleteRule',
        input: ({ context }) => ({ id: context.target?.id ?? -1 }),
        onDone: {
          target: 'closed',
          actions: emit(({ context }) => ({
            type: 'rule.deleted' as const,
            id: context.target?.id ?? -1,
          })),
        },
        onError: {
          target: 'confirmingDelete',
          actions: assign({ failure: ({ event }) => saveFailureOf(event.error) }),
          description: 'The question stays, with why it failed; it can be tried again.',
        },
      },
    },
  },
})
