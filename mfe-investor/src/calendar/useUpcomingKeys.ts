import { useMemo } from 'react';
import { canAddToCalendar } from '@azi/shared/events/eventPhase';
import type { ArchiveDocument } from '../archive/ArchiveDocument';

/**
 * The calendar entries of a list that may still be added to a calendar: by the phase the API
 * sends with each (its clock), so the served HTML and the hydrated page agree, and never an entry
 * dated only by month or year (issue 53).
 */
export function useUpcomingKeys(documents: readonly ArchiveDocument[]): ReadonlySet<string> {
  return useMemo(
    () =>
      new Set(
        documents
          .filter((doc) => doc.calendarItem !== undefined && canAddToCalendar(doc.calendarItem))
          .map((doc) => doc.key),
      ),
    [documents],
  );
}
