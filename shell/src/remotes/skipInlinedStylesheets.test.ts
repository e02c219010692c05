import skipInlinedStylesheets, { isInlinedStylesheet } from './skipInlinedStylesheets';

beforeEach(() => {
  document.head.innerHTML =
    '<style data-href="/remotes/mfe_investor/2026.11.23-1/__federation_expose_module.c1d6.css"></style>';
});

it('knows a style sheet the server inlined, by its path, whatever origin the manifest gives', () => {
  expect(
    isInlinedStylesheet('http://localhost/remotes/mfe_investor/2026.11.23-1/__federation_expose_module.c1d6.css'),
  ).toBe(true);
  expect(isInlinedStylesheet('/remotes/mfe_investor/2026.11.23-1/__federation_expose_module.c1d6.css')).toBe(true);
  expect(isInlinedStylesheet('/remotes/mfe_investor/2026.11.23-1/8350.d61a.css')).toBe(false);
  expect(isInlinedStylesheet('/remotes/mfe_investor/2026.11.23-1/__federation_expose_module.c1d6.js')).toBe(false);
});

it('keeps the runtime from linking inlined sheets, and keeps an earlier filter', () => {
  const ops = [{ filter: (url: string) => !url.includes('skip-me') }];
  skipInlinedStylesheets().beforePreloadRemote({ preloadOps: ops });
  const keep = ops[0]!.filter;
  expect(keep('/remotes/mfe_investor/2026.11.23-1/__federation_expose_module.c1d6.css')).toBe(false);
  expect(keep('/remotes/mfe_investor/2026.11.23-1/8350.d61a.css')).toBe(true);
  expect(keep('/remotes/mfe_investor/2026.11.23-1/skip-me.js')).toBe(false);
});
