// @ts-check
/** How the timing tools print a page's runs (tools/click-timing.mjs, tools/first-tap-timing.mjs). */

/** The median of the runs' values. @param {number[]} values */
export function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

/** Whole milliseconds in a column of five. @param {number} value */
export const ms = (value) => `${Math.round(value)}`.padStart(5);

/** `(min-max)` of the runs, in a column of twelve. @param {number[]} values */
export const range = (values) => `(${Math.round(Math.min(...values))}-${Math.round(Math.max(...values))})`.padEnd(12);
