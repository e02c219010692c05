import { useEffect, useRef } from 'react';
import { softNavigationDrawn } from '../fieldData/fieldDataStart';

/**
 * What an accessible router does once a click's page is drawn (issue 38): focus moves to the new
 * page's <h1> (else to <main>), so the next Tab starts in the page rather than in the old link's
 * place, and the page's title is handed to a live region to be read out. Rendered inside
 * PageReady, so its effect runs when the page is on screen, not at the click. Focus moves without
 * scrolling: where the view goes (the top, an anchor) stays the router's business. The first page
 * is the browser's own load, which screen readers announce themselves: nothing happens then.
 * It is also where a click inside the site ends for the field data (issue 51: NAV).
 */
export function PageArrival({ path, onArrive }: { path: string; onArrive(title: string): void }) {
  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    const main = document.getElementById('main');
    const target = main?.querySelector<HTMLElement>('h1') ?? main;
    if (target) {
      if (!target.hasAttribute('tabindex')) target.setAttribute('tabindex', '-1');
      target.focus({ preventScroll: true });
    }
    onArrive(document.title);
    softNavigationDrawn();
  }, [path, onArrive]);
  return null;
}
