/**
 * What an import's error means, in words (issue 38): the importer records EDGAR's and the network's
 * own text ("…: fetch failed (3 tries)"), which tells staff nothing. The raw text stays on screen
 * as a detail for whoever fixes it.
 */
export type SecErrorKind = 'unreachable' | 'refused' | 'busy' | 'unreadable';

export function describeSecError(error: string): { kind: SecErrorKind; status?: string } {
  const status = /HTTP (\d{3})/.exec(error)?.[1];
  if (status === '429') return { kind: 'busy', status };
  if (status) return { kind: 'refused', status };
  if (/fetch failed|ECONN|ENOTFOUND|EAI_AGAIN|ETIMEDOUT|timed? ?out|abort|socket|network/i.test(error))
    return { kind: 'unreachable' };
  return { kind: 'unreadable' };
}
