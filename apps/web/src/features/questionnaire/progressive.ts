/**
 * Progressive rendering of a long questionnaire (issue 12 section 3: a 200-item form must render
 * in under 100 ms of main-thread time on a 4x slower phone CPU). The first items render with the
 * screen; the rest follow in small chunks, each its own low-priority (transition) render, so no
 * task blocks typing for long and a keystroke never waits for the whole form.
 */

/**
 * Items rendered with the screen: about a phone's first screen below the screen's title (375x812:
 * the third item is cut by the footer), no more, as each costs React and layout time in the first
 * paint. They also go without `content-visibility` (see `.slot`).
 */
export const FIRST_ITEMS = 3;
/**
 * Items added per later render. The render itself is time-sliced (a transition yields every few
 * ms); the chunk bounds each commit and the frame after it.
 */
export const ITEM_CHUNK = 8;

/** The progressive chunk of a later item (its index from FIRST_ITEMS on); one slot each. */
export const chunkOf = (index: number) => Math.floor((index - FIRST_ITEMS) / ITEM_CHUNK);

/** The next number of rendered items, or null when every item is rendered. */
export function nextLimit(limit: number, total: number): number | null {
  return limit >= total ? null : Math.min(total, limit + ITEM_CHUNK);
}

/** A limit that renders the item at `index` (e.g. the one a validation error scrolls to). */
export function limitShowing(index: number | undefined, limit: number, total: number): number {
  if (index === undefined || index < limit) return limit;
  return Math.min(total, index + 1 + ITEM_CHUNK);
}
