/**
 * The mail an action works on: a folder and its uids. The folder list's whole-folder selection
 * has no uid list until an action needs one, so uids may come from a function.
 */
export type UidSource = readonly number[] | (() => Promise<readonly number[]>)

export async function resolveUids(uids: UidSource): Promise<number[]> {
  return [...(typeof uids === 'function' ? await uids() : uids)]
}
