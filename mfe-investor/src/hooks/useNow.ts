import { useEffect, useState } from 'react';

/**
 * The current time, known only after the first render: a prerendered page must not depend on
 * the clock, so anything "upcoming" appears once the page has hydrated.
 */
export function useNow(): Date | null {
  const [now, setNow] = useState<Date | null>(null);
  useEffect(() => setNow(new Date()), []);
  return now;
}
