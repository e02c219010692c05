/**
 * Where the content API lives on the site's own origin (docs/product.md, Content API). No imports, so the
 * API, the site server and the browser client can all take it from here.
 */
export const API_PREFIX = '/api-official-web';
