import { useEffect } from 'react';
import { useLocation } from 'react-router';

/**
 * Scrolls to the element named by the URL's hash once the calling page has rendered.
 * A remote's page arrives after the browser has already looked for the hash target (the chunk
 * loads asynchronously), so a deep link such as /en/introduce#fzlc would otherwise stay at the
 * top. Runs again when the hash changes within the page.
 */
export function useScrollToLocationHash(): void {
  const { hash } = useLocation();
  useEffect(() => {
    if (hash.length < 2) return;
    const target = document.getElementById(decodeURIComponent(hash.slice(1)));
    target?.scrollIntoView({ block: 'start' });
  }, [hash]);
}
