import { useState } from 'react';
import { usePageData } from '@azi/shared/data/usePageData';
import { useHydrated } from '@azi/shared/hooks/useHydrated';

/** The page data key of the moment the server drew the page. */
const DRAWN_AT_KEY = 'clock:drawnAt';
const readClock = () => Promise.resolve(Date.now());

/**
 * The current time. The server draws with its own clock and sends the moment in the page's boot
 * block, so hydration draws with that same moment and matches the served HTML (which a visitor
 * without scripts, or a crawler, reads: "upcoming" is there in it). From the render after
 * hydration on, the browser's clock. Null only while a page drawn in the browser has no moment yet.
 * Served HTML is at most the page cache's age old (server/src/htmlCache.ts).
 */
export function useNow(): Date | null {
  const hydrated = useHydrated();
  const drawn = usePageData(DRAWN_AT_KEY, readClock);
  const [now] = useState(() => new Date());
  if (hydrated) return now;
  return drawn.status === 'ready' && typeof drawn.data === 'number' ? new Date(drawn.data) : null;
}
