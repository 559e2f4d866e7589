/**
 * What happens to a mail arriving in a mailbox (issue 12, decisions.md #180–#181): the owner's
 * blacklist first (the mail goes to Spam, "sequester" for the sender — a whitelisted address wins
 * over a blacklisted domain), then the owner's enabled filter rules in priority order (lower
 * first, then the older rule). move, delete (to Trash) and quarantine (to Spam) decide the folder
 * and end the run; copy and forward add to it and let later rules run. It is the first step of
 * every delivery (`filterStep`, mocks/mail/deliveryRules.ts): window.__mock.deliverMessage and
 * internal sends alike.
 */
import { type FilterConditionRecord, type FilterRecord, type Party, db } from '../db/index.ts'
import { type AddMessageInput, addMessage } from './addMessage.ts'
import type { DeliveryStep } from './deliveryRules.ts'
import { htmlToText, utf8 } from './bytes.ts'
import { folderExists } from './store.ts'

const lower = (text: string) => text.trim().toLowerCase()

/** Whether the owner refuses `sender`: on the blacklist (address or domain) and not whitelisted. */
export function isBlacklisted(owner: string, sender: string): boolean {
  const address = lower(sender)
  const domain = address.slice(address.indexOf('@') + 1)
  const listed = (kind: 'white' | 'black') =>
    db.addressLists
      .findMany((q) => q.where({ owner, kind }))
      .map((e) => lower(e.value).replace(/^@/, ''))
  // An address on the whitelist is more precise than its domain on the blacklist.
  if (listed('white').includes(address)) return false
  return listed('black').some((value) => value === address || value === domain)
}

/** What a rule's conditions look at, taken once per arriving mail. */
interface Facts {
  from: Party[]
  to: Party[]
  cc: Party[]
  subject: string
  body: string
  /** KB, rounded up. */
  sizeKb: number
  attach: string[]
}

function factsOf(input: AddMessageInput): Facts {
  const body = input.plain_text ?? (input.html_text ? htmlToText(input.html_text) : '')
  const bytes =
    utf8.encode(input.subject).length +
    utf8.encode(input.html_text ?? '').length +
    utf8.encode(input.plain_text ?? '').length +
    (input.attachments ?? []).reduce((sum, a) => sum + (a.size ?? 0), 0)
  return {
    from: input.mfrom ? [input.mfrom] : [],
    to: input.to ?? [],
    cc: input.cc ?? [],
    subject: input.subject,
    body,
    sizeKb: Math.ceil((input.size ?? bytes) / 1024),
    attach: (input.attachments ?? []).map((a) => a.name),
  }
}

/** The texts a condition compares: each party as its address and its name. */
function textsOf(facts: Facts, field: FilterConditionRecord['field']): string[] {
  switch (field) {
    case 'from':
    case 'to':
    case 'cc':
      return facts[field].flatMap(([address, name]) => [address, name].filter(Boolean))
    case 'subject':
    case 'body':
      return [facts[field]]
    case 'attach':
      return facts.attach
    case 'size':
      return []
  }
}

export function conditionHolds(facts: Facts, condition: FilterConditionRecord): boolean {
  const value = lower(condition.value)
  if (condition.field === 'size') {
    const kb = Number(value)
    if (!Number.isFinite(kb)) return false
    if (condition.operator === 'gt') return facts.sizeKb > kb
    if (condition.operator === 'lt') return facts.sizeKb < kb
    return condition.operator === 'equals' ? facts.sizeKb === kb : facts.sizeKb !== kb
  }
  const texts = textsOf(facts, condition.field).map(lower)
  switch (condition.operator) {
    case 'contains':
      return texts.some((t) => t.includes(value))
    case 'not_contains':
      return !texts.some((t) => t.includes(value))
    case 'equals':
      return texts.some((t) => t === value)
    case 'not_equals':
      return !texts.some((t) => t === value)
    default:
      // gt / lt only make sense for the size.
      return false
  }
}

export function ruleMatches(rule: FilterRecord, facts: Facts): boolean {
  if (rule.conditions.length === 0) return false
  const holds = (c: FilterConditionRecord) => conditionHolds(facts, c)
  return rule.logic === 'all' ? rule.conditions.every(holds) : rule.conditions.some(holds)
}

export function rulesOf(owner: string): FilterRecord[] {
  return db.filters
    .findMany((q) => q.where({ owner }))
    .sort((a, b) => a.priority - b.priority || a.id - b.id)
}

export interface Routing {
  folder: string
  quarantined: boolean
  copies: string[]
  forwards: string[]
}

/** Where an arriving mail goes, and what copies and forwards it makes. */
export function routeArrival(owner: string, input: AddMessageInput): Routing {
  const routing: Routing = { folder: 'INBOX', quarantined: false, copies: [], forwards: [] }
  if (isBlacklisted(owner, input.mfrom?.[0] ?? '') && folderExists(owner, 'Spam')) {
    return { ...routing, folder: 'Spam', quarantined: true }
  }
  const facts = factsOf(input)
  for (const rule of rulesOf(owner)) {
    if (!rule.is_enabled || !ruleMatches(rule, facts)) continue
    const target = rule.action_value.trim()
    switch (rule.action) {
      case 'delete':
        return { ...routing, folder: 'Trash' }
      case 'quarantine':
        if (folderExists(owner, 'Spam')) return { ...routing, folder: 'Spam', quarantined: true }
        continue
      case 'move':
        // A folder deleted since the rule was made: the rule is skipped, not the mail lost.
        if (folderExists(owner, target)) return { ...routing, folder: target }
        continue
      case 'copy':
        if (folderExists(owner, target) && !routing.copies.includes(target)) {
          routing.copies.push(target)
        }
        continue
      case 'forward':
        if (target && !routing.forwards.includes(lower(target)))
          routing.forwards.push(lower(target))
        continue
    }
  }
  return routing
}

const usernameOf = (address: string) =>
  db.users.all().find((u) => lower(u.email) === lower(address))?.username

/**
 * The sender lists and filter rules as the first step of every delivery (deliveryRules.ts):
 * mail arriving for the INBOX is placed where they say (a mail put straight into another folder
 * is left alone); copies are stored and forwards sent once the main copy is in, forwards through
 * the same delivery path as the auto-forward (the colleague's own rules run, under its loop
 * guards: never back into a mailbox the mail was already forwarded out of).
 */
export const filterStep: DeliveryStep = {
  name: 'filter',
  run(delivery) {
    if (delivery.folder !== 'INBOX') return
    const { owner, mail } = delivery
    const routing = routeArrival(owner, { ...mail, owner })
    delivery.folder = routing.folder
    for (const folder of routing.copies) {
      if (folder === routing.folder) continue
      delivery.effects.push(async () => {
        await addMessage({ ...mail, owner, folder })
      })
    }
    for (const address of routing.forwards) {
      const target = usernameOf(address)
      if (target === owner || (target !== undefined && delivery.trail.includes(target))) continue
      delivery.effects.push(() =>
        delivery.send('filterforward', owner, address, mail, {
          autoSubmitted: delivery.autoSubmitted,
          trail: [...delivery.trail, owner],
        }),
      )
    }
  },
}
