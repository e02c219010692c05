/**
 * Where the site server answers a page's data (server/src/pageRoute.ts) and the shell asks for
 * it on a click (shell/src/routing/pagePreparer.ts): this prefix, then the page's path and the query it reads.
 */
export const PAGE_DATA_PREFIX = '/__page-data';

/**
 * The header a prefetch's request carries (value `prefetch`): the server answers it from its page
 * cache, or draws it only when no other prefetch is being drawn (204 otherwise: asked again at the
 * click). Not `Sec-Purpose`, which a page's script may not set.
 */
export const PAGE_DATA_PURPOSE_HEADER = 'x-page-data-purpose';
