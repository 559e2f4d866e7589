/**
 * Addressing inside attached mails (issue 18, decision 133). An attached mail of a mail is its
 * `sid`; anything inside it is `did`, a path of MIME part ids joined by "/": the part ids of the
 * attached mails on the way, each read inside the one before, then the part itself. So `did`
 * "3" is part 3 of the attached mail `sid`, and "3/2.1" is part 2.1 of the mail that is part 3
 * of it. Part ids are dotted numbers (or x<n> for a part without one), never a "/".
 */

export const PART_PATH_SEPARATOR = '/'

/**
 * Levels of attached mail that open in the reader: the mail attached to a mail is level 1, a
 * mail inside it level 2, and so on. Deeper ones download as .eml files. A crafted message can
 * nest mails hundreds deep in a few kilobytes (mimetorture's "200 iterations"), and each level is
 * parsed again on every request, so the walk has to stop somewhere no real mail reaches.
 */
export const ATTACHED_MAIL_DEPTH_LIMIT = 8

const PART_ID = /^(?:\d+(?:\.\d+)*|x\d+)$/

/** The part ids of a did; [] for none. Null when it is not a path of part ids. */
export function partPath(did: string | null | undefined): string[] | null {
  if (did === null || did === undefined || did === '') return []
  const ids = did.split(PART_PATH_SEPARATOR)
  return ids.every((id) => PART_ID.test(id)) ? ids : null
}

export const joinPartPath = (ids: readonly string[]) => ids.join(PART_PATH_SEPARATOR)

/** The level of the attached mail a did names (the sid's own mail, without a did, is 1). */
export const attachedMailLevel = (did: string | undefined) => (partPath(did)?.length ?? 0) + 1

/** Whether an attached mail addressed by this did is within the levels that open. */
export const isWithinDepthLimit = (did: string | undefined) =>
  partPath(did) !== null && attachedMailLevel(did) <= ATTACHED_MAIL_DEPTH_LIMIT
