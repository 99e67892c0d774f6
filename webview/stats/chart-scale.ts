// The tops of the sidebar's charts: round numbers a player reads at a glance (a count of 5, 10 or 20
// games; a time of 2, 5 or 10 minutes), never less than what the chart has to show.

/** The smallest of 1, 2, 5, 10, 20, 50… that is at least `n` (1 for nothing to show). */
export function countTop(n: number): number {
  let top = 1;
  for (let step = 0; top < n; step++) top *= step % 3 === 1 ? 2.5 : 2;
  return top;
}

const MINUTE = 60_000;
/** Clock times a chart's top may be, in ms: half a minute up to ten hours. */
const TIME_TOPS = [0.5, 1, 2, 5, 10, 15, 20, 30, 45, 60, 90, 120, 180, 300, 600].map((m) => m * MINUTE);

/** The smallest round time that is at least `ms`. */
export function timeTop(ms: number): number {
  return TIME_TOPS.find((top) => top >= ms) ?? Math.ceil(ms / (60 * MINUTE)) * 60 * MINUTE;
}

/** A value's share of the chart's top, 0 … 1. */
export const share = (value: number, top: number): number => (top > 0 ? Math.min(1, Math.max(0, value / top)) : 0);
