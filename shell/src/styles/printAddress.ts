/**
 * On paper a link is followed by its address (print.css). A link to a page of this site holds only
 * its path; the site's own origin, put here where print.css reads it (--site-origin), makes that
 * a whole address a reader can type.
 *
 * It is given to the page as a stylesheet of its own for print (a constructed sheet, media print):
 * on screen it matches nothing, so adopting it costs no style work. Set on <html> instead, the
 * inherited property changed at the root and the browser recomputed every element's style and
 * layout in the first view's start-up: 24-75 ms at 4x CPU on the phone pages, against 0-2 ms for
 * the sheet (decision 007). A browser without constructed sheets gets it on <html>, as before.
 * Both go through the CSSOM, which the CSP's style rules allow. `origin` is a URL's origin
 * (scheme, host, port): no quote or backslash to escape in a CSS string.
 */
export function exposeOriginForPrint(doc: Document, origin: string): void {
  const value = JSON.stringify(origin);
  if (
    typeof CSSStyleSheet === 'function' &&
    typeof CSSStyleSheet.prototype.replaceSync === 'function' &&
    'adoptedStyleSheets' in doc
  ) {
    const sheet = new CSSStyleSheet({ media: 'print' });
    sheet.replaceSync(`:root { --site-origin: ${value}; }`);
    doc.adoptedStyleSheets = [...doc.adoptedStyleSheets, sheet];
    return;
  }
  doc.documentElement.style.setProperty('--site-origin', value);
}
