import { useEffect, useRef, useState, type ReactNode } from 'react';

/**
 * Renders its children once they come within a screen of the viewport, so below-the-fold
 * widgets (and the remote code behind them) cost nothing on first view. The placeholder keeps
 * the height, so nothing shifts when they arrive.
 */
export function WhenNearViewport({ minHeight, children }: { minHeight: number; children: ReactNode }) {
  const [near, setNear] = useState(false);
  const anchor = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const element = anchor.current;
    if (near || !element) return;
    if (typeof IntersectionObserver === 'undefined') {
      setNear(true);
      return;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true);
      },
      { rootMargin: '100% 0px' },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [near]);
  return near ? <>{children}</> : <div ref={anchor} style={{ minHeight }} aria-hidden="true" />;
}
