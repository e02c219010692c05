import { HTML_LANG, LANGS } from '@azi/shared/i18n/languages';
import { yieldToBrowser } from './boot/yieldToBrowser';
import { prefetchShellText } from './text/shellTextImports';

// An async boundary, so shared singletons are negotiated before anything renders.
//
// The imports start in a task of their own, after main.js's evaluation (the federation runtime's
// start among it): the chunk loader's work (a script and style look-up and an element per chunk)
// was 8-22 ms of that task at 4x. Not from main.js's top-level code either: there webpack's chunk
// loader builds its `new Error()` (kept for a failed load) with the whole bundle's top-level
// function on the stack, and while an inspector is attached (Lighthouse, DevTools, Playwright) V8
// re-parses that function to give the stack its source positions. The figures:
// docs/decisions/007-first-view-speed.md.
void yieldToBrowser().then(() => {
  void import('./bootstrap');
  // The text of the page's language (the server wrote it into <html lang>) is fetched alongside
  // the bootstrap chunk instead of after it; bootstrap asks for the same chunk and gets this load.
  const lang = LANGS.find((candidate) => HTML_LANG[candidate] === document.documentElement.lang);
  if (lang) prefetchShellText(lang);
});
