/**
 * The floating card tray's footprint (R-LAYOUT), shared by the layout (which floats it) and the screens that
 * keep clear of it. Decision 99: while cards show, compose keeps a right-hand gutter as wide as
 * the tray, so no compose control sits under a card (the disk upload panel does the same); other
 * screens let the cards float over them.
 */
export const CARD_TRAY_WIDTH = '320px'

/**
 * A CSS custom property on the layout's main pane: the width to keep free at the right edge
 * while at least one card shows on a window wide enough for it, else 0px. Read it with
 * `var(${CARD_TRAY_GUTTER}, 0px)`.
 */
export const CARD_TRAY_GUTTER = '--card-tray-gutter'

/** Narrower windows would leave compose too little width: the cards float over it there. */
export const CARD_TRAY_GUTTER_MEDIA = '@media (min-width: 1280px)'

/** Marks the tray element, so the main pane's style can ask whether it holds any card. */
export const CARD_TRAY_ATTRIBUTE = 'data-card-tray'
