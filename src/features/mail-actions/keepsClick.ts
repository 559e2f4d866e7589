/**
 * Marks a part of a mail row whose clicks stop there instead of opening the mail (the check cell,
 * the remark): the row asks for it in the click's capture phase, before those parts have stopped
 * anything, to start the mail's read only for a click that opens it (decision 351).
 */
export const KEEPS_CLICK = 'data-keeps-click'

/** Spread onto such an element. */
export const keepsClick = { [KEEPS_CLICK]: '' } as const
