import { HTML_LANG, LANGS } from '@azi/shared/i18n/languages';
import { prefetchShellText } from './text/shellTextImports';

// An async boundary, so shared singletons are negotiated before anything renders.
//
// The imports start from a microtask, once main.js's top-level code has returned. Called from
// that code, webpack's chunk loader builds its `new Error()` (kept for a failed load) with the
// whole bundle's top-level function on the stack, and while an inspector is attached (Lighthouse,
// DevTools, Playwright) V8 re-parses that function to give the stack its source positions, inside
// the one task that runs main.js. Visitors without an inspector never paid it; from a microtask
// nobody does. The figures: docs/decisions/007-first-view-speed.md.
queueMicrotask(() => {
  void import('./bootstrap');
  // The text of the page's language (the server wrote it into <html lang>) is fetched alongside
  // the bootstrap chunk instead of after it; bootstrap asks for the same chunk and gets this load.
  const lang = LANGS.find((candidate) => HTML_LANG[candidate] === document.documentElement.lang);
  if (lang) prefetchShellText(lang);
});
