/**
 * The auto-forward rule (getAutoForward / updateAutoForward): while it is on, every mail
 * received in a receiving folder is sent on to the target unchanged (a redirect: same sender,
 * subject and body, as Gmail and Coremail forward). Without "keep a copy" the owner's copy goes
 * to Trash instead of staying where it was delivered (decisions.md #176). A mail never goes back
 * into a mailbox it was already forwarded out of, so two users forwarding to each other do not
 * loop.
 */
import { type AutoForwardRecord, db } from '../db/index.ts'
import { type DeliveryStep, isReceivingFolder } from './deliveryRules.ts'

const lower = (address: string) => address.trim().toLowerCase()

export function autoForwardOf(owner: string): AutoForwardRecord | undefined {
  return db.autoForwards.findFirst((q) => q.where({ owner }))
}

function usernameOf(address: string): string | undefined {
  const email = lower(address)
  return db.users.all().find((u) => u.email.toLowerCase() === email)?.username
}

export const autoForwardStep: DeliveryStep = {
  name: 'autoforward',
  run(delivery) {
    const rule = autoForwardOf(delivery.owner)
    if (!rule?.is_active || rule.target.trim() === '') return
    if (!isReceivingFolder(delivery.folder)) return
    const target = rule.target.trim()
    const targetUser = usernameOf(target)
    if (targetUser === delivery.owner) return
    if (targetUser !== undefined && delivery.trail.includes(targetUser)) return
    if (!rule.keep_copy) delivery.folder = 'Trash'
    delivery.effects.push(() =>
      delivery.send('autoforward', delivery.owner, target, delivery.mail, {
        autoSubmitted: delivery.autoSubmitted,
        trail: [...delivery.trail, delivery.owner],
      }),
    )
  },
}
