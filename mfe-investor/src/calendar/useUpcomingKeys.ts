import { useMemo } from 'react';
import type { ArchiveDocument } from '../archive/ArchiveDocument';
import { useNow } from '../hooks/useNow';
import { isUpcoming } from './calendarEventTime';

/** The calendar entries of a list that have not happened yet (empty until the page has mounted). */
export function useUpcomingKeys(documents: readonly ArchiveDocument[]): ReadonlySet<string> {
  const now = useNow();
  return useMemo(() => {
    if (!now) return new Set<string>();
    return new Set(
      documents
        .filter((doc) => doc.calendarItem !== undefined && isUpcoming(doc.calendarItem, now.getTime()))
        .map((doc) => doc.key),
    );
  }, [documents, now]);
}
