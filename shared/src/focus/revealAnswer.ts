/**
 * Brings a form's in-place answer to the visitor (issue 38): focus moves to it, so a screen reader
 * reads it and the next Tab starts there, and it is scrolled to the middle of the screen, because
 * the browser's own scroll on focus stops at the screen's edge, where a phone's fixed header or
 * keyboard may still hide it. Without motion when the visitor asked for less.
 */
export function revealAnswer(element: HTMLElement | null | undefined): void {
  if (!element) return;
  if (element.tabIndex < 0 && !element.hasAttribute('tabindex')) element.setAttribute('tabindex', '-1');
  element.focus({ preventScroll: true });
  const reduced =
    typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;
  element.scrollIntoView?.({ block: 'center', behavior: reduced ? 'auto' : 'smooth' });
}
