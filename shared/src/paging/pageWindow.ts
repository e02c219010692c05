/**
 * Which page numbers a pager shows: the first, the last, and two either side of the current
 * one, with 'gap' where numbers are skipped.
 */
export function pageWindow(current: number, pageCount: number): (number | 'gap')[] {
  const shown = new Set<number>([1, pageCount]);
  for (let n = current - 2; n <= current + 2; n += 1) if (n >= 1 && n <= pageCount) shown.add(n);
  const sorted = [...shown].sort((a, b) => a - b);
  const out: (number | 'gap')[] = [];
  sorted.forEach((n, i) => {
    const prev = sorted[i - 1];
    if (prev !== undefined && n - prev > 1) out.push('gap');
    out.push(n);
  });
  return out;
}
