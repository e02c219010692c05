/**
 * On paper a link is followed by its address (print.css). A link to a page of this site holds only
 * its path; the site's own origin, put here where print.css reads it (--site-origin), makes that
 * a whole address a reader can type. Set through the CSSOM, which the CSP's style rules allow.
 */
export function exposeOriginForPrint(root: HTMLElement, origin: string): void {
  root.style.setProperty('--site-origin', JSON.stringify(origin));
}
