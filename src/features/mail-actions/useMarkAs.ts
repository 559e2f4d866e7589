/**
 * The mark-as menu's actions (MarkAsMenu): read / unread and a flag colour on the given mail,
 * behind the change guard. The folder list's Shift+I / Shift+U and s call the same functions
 * (useListKeyActions), so a key does exactly what the menu does.
 */
import { flagOfColor, type FlagColor } from '../../domain/mail/tags.ts'
import { markRead, setFlagColor } from './mailActions.ts'
import { resolveUids, type UidSource } from './target.ts'
import { useMailGuards } from './useMailGuards.ts'

/** Marks the list's whole selection read / unread another way (a folder-wide selection). */
export type MarkSelectionRead = (read: boolean) => Promise<boolean>

export function useMarkAs(folder: string) {
  const guards = useMailGuards()
  return {
    read: async (uids: UidSource, value: boolean, onMarkRead?: MarkSelectionRead) => {
      if (!guards.change()) return
      if (onMarkRead) await onMarkRead(value)
      else await markRead(folder, await resolveUids(uids), value)
    },
    flag: async (uids: UidSource, color: FlagColor | null) => {
      if (!guards.change()) return
      await setFlagColor(folder, await resolveUids(uids), color && flagOfColor(color))
    },
  }
}
