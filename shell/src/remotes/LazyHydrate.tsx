import { Suspense, use, useContext, type ReactNode } from 'react';
import { PageDataContext } from '@azi/shared/data/usePageData';
import { hydrateAtOnce } from './whenWanted';

const nearby = new WeakMap<Element, Promise<void>>();
// Marked settled the way React marks promises it tracks, so use() does not suspend on it.
const now = Object.assign(Promise.resolve(), { status: 'fulfilled', value: undefined });

/**
 * Resolves once the server-rendered element with this id comes within a screen of the viewport.
 * Kept per element: a page drawn again later (client-side navigation) has a new element, or none
 * yet while it renders, and then waits for nothing.
 */
function whenNear(id: string): Promise<void> {
  const element = document.getElementById(id);
  if (!element?.isConnected || typeof IntersectionObserver === 'undefined' || hydrateAtOnce()) return now;
  let promise = nearby.get(element);
  if (!promise) {
    promise = new Promise<void>((resolve) => {
      const observer = new IntersectionObserver(
        (entries) => {
          if (entries.some((entry) => entry.isIntersecting)) {
            observer.disconnect();
            resolve();
          }
        },
        { rootMargin: '100% 0px' },
      );
      observer.observe(element);
    });
    nearby.set(element, promise);
  }
  return promise;
}

function WaitUntilNear({ id }: { id: string }) {
  use(whenNear(id));
  return null;
}

/**
 * A below-the-fold part that costs nothing until the visitor scrolls near it. The server renders
 * it whole; in the browser its code (and hydration) waits until it comes near the viewport, while
 * the server's HTML stays on screen as it is — nothing is drawn that differs from it. On a page
 * opened by client-side navigation the placeholder holds the height until then.
 */
export function LazyHydrate({ id, minHeight, children }: { id: string; minHeight: number; children: ReactNode }) {
  const { onServer } = useContext(PageDataContext);
  return (
    <div id={id} style={{ minHeight }}>
      <Suspense fallback={null}>
        {onServer ? null : <WaitUntilNear id={id} />}
        {children}
      </Suspense>
    </div>
  );
}
