import { useState } from 'react';
import { useHydrated } from '@azi/shared/hooks/useHydrated';

/**
 * The current time, known only after hydration: a prerendered page must not depend on the
 * clock, so anything "upcoming" appears once the page has hydrated.
 */
export function useNow(): Date | null {
  const hydrated = useHydrated();
  const [now] = useState(() => new Date());
  return hydrated ? now : null;
}
