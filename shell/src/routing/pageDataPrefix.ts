/**
 * Where the site server answers a page's data (shell/server/pageRoute.ts) and the browser asks for
 * it on a click (pagePreparer.ts): this prefix, then the page's path and the query it reads.
 */
export const PAGE_DATA_PREFIX = '/__page-data';
