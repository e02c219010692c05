import { exposeOriginForPrint } from './printAddress';

/**
 * jsdom has neither constructed sheets' text nor their adoption: a stand-in records what the code
 * gives a browser that has both. What a printed page shows is e2e/tests/events.spec.ts's (the FAQ
 * and event pages in print media).
 */
class RecordedSheet {
  readonly media: string;
  text = '';
  constructor(options: { media?: string } = {}) {
    this.media = options.media ?? '';
  }
  replaceSync(text: string) {
    this.text = text;
  }
}

const JsdomSheet = globalThis.CSSStyleSheet;

afterEach(() => {
  globalThis.CSSStyleSheet = JsdomSheet;
  delete (document as { adoptedStyleSheets?: unknown }).adoptedStyleSheets;
});

it("gives print.css the site's origin as a CSS string in a print-only sheet, leaving the root's style alone", () => {
  globalThis.CSSStyleSheet = RecordedSheet as unknown as typeof CSSStyleSheet;
  Object.defineProperty(document, 'adoptedStyleSheets', { value: [], writable: true, configurable: true });
  exposeOriginForPrint(document, 'https://ir.example.com');
  const adopted = (document as unknown as { adoptedStyleSheets: RecordedSheet[] }).adoptedStyleSheets;
  expect(adopted.map(({ media, text }) => ({ media, text }))).toEqual([
    { media: 'print', text: ':root { --site-origin: "https://ir.example.com"; }' },
  ]);
  expect(document.documentElement.getAttribute('style')).toBeNull();
});

it('sets the origin on <html> where the browser cannot adopt a sheet', () => {
  const doc = document.implementation.createHTMLDocument('');
  exposeOriginForPrint(doc, 'https://ir.example.com');
  expect(doc.documentElement.style.getPropertyValue('--site-origin')).toBe('"https://ir.example.com"');
});
