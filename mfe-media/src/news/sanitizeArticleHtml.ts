import createDOMPurify, { type DOMPurify } from 'dompurify';

/** Never allowed in an article, whatever the API lets through: active content and page-level tags. */
const FORBID_TAGS = [
  'script',
  'style',
  'iframe',
  'frame',
  'frameset',
  'object',
  'embed',
  'form',
  'input',
  'button',
  'link',
  'meta',
  'base',
  'svg',
  'math',
];
/** Inline styles would let an article restyle the page around it; event handlers are dropped by DOMPurify already. */
const FORBID_ATTR = ['style', 'srcdoc', 'formaction'];

/** Set once on the instance (setConfig): DOMPurify would otherwise read a configuration on every call. */
const CONFIG = {
  FORBID_TAGS,
  FORBID_ATTR,
  // Kept only to be normalised to _blank by the hook below.
  ADD_ATTR: ['target'],
  ALLOW_DATA_ATTR: false,
  RETURN_TRUSTED_TYPE: false,
};

let purifier: DOMPurify | undefined;

/**
 * Our own DOMPurify instance (not the module-wide one), so its hooks touch nothing else on the
 * page. Made once (in the browser, as this module runs): it needs a DOM (the browser's, or on the
 * server one made with jsdom).
 */
function domWindow(): Window | undefined {
  if (typeof window !== 'undefined') return window;
  if (__SERVER__) {
    // The server renders articles too: the same purifier over a DOM of its own, so the served
    // HTML is what the browser would draw (and what crawlers index).
    // Loaded synchronously and only here: the browser build drops this branch (__SERVER__ is false),
    // so jsdom never reaches a visitor's bundle; an import at the top would put it there.
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    const { JSDOM } = require('jsdom') as { JSDOM: new (html: string) => { window: unknown } };
    return new JSDOM('<!doctype html>').window as Window;
  }
  return undefined;
}

function getPurifier(): DOMPurify | undefined {
  if (purifier) return purifier;
  const view = domWindow();
  if (!view) return undefined;
  const instance = createDOMPurify(view as Window & typeof globalThis);
  if (!instance.isSupported) return undefined;
  instance.addHook('afterSanitizeAttributes', (node) => {
    if (node.tagName === 'A' && node.hasAttribute('href')) {
      // A linked page must not get a handle on ours (window.opener) nor learn the article's URL.
      node.setAttribute('rel', 'noopener noreferrer');
      if (node.hasAttribute('target')) node.setAttribute('target', '_blank');
    }
    if (node.tagName === 'IMG') {
      // Article pictures sit below the title: never let them hold up the first paint.
      node.setAttribute('loading', 'lazy');
      node.setAttribute('decoding', 'async');
      if (!node.hasAttribute('alt')) node.setAttribute('alt', '');
    }
  });
  instance.setConfig(CONFIG);
  purifier = instance;
  return instance;
}

/**
 * The article body as HTML safe to insert: the API sanitises on write, and this is the second
 * line of defence, on the server and in the browser alike. Returns '' where no DOM is available (nothing rather than
 * unchecked HTML).
 */
export function sanitizeArticleHtml(html: string): string {
  const instance = getPurifier();
  if (!instance) return '';
  return instance.sanitize(html);
}

// In the browser the purifier is made as this module runs: ahead of a click on an article, whose
// page's code the shell runs once somebody is at a page with a link to it, rather than in the
// click's own task (what it costs: decision 013). On an article opened afresh it is the same work
// as before, done just before the page hydrates.
if (typeof window !== 'undefined') getPurifier();
