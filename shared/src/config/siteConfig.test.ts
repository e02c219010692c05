import { DEFAULT_SITE_CONFIG, mergeSiteConfig } from './siteConfig';

it('keeps the known settings and the public origin the server hands down, and drops anything else', () => {
  expect(
    mergeSiteConfig({ supportHotline: '400-820-0001', siteUrl: 'https://www.example.org', secret: 'x', mallUrl: 7 }),
  ).toEqual({
    ...DEFAULT_SITE_CONFIG,
    supportHotline: '400-820-0001',
    siteUrl: 'https://www.example.org',
  });
});

it('takes no public origin that is not a bare http(s) origin', () => {
  for (const siteUrl of ['javascript:alert(1)', 'https://www.example.org/path', '//evil.example', 42])
    expect(mergeSiteConfig({ siteUrl })).not.toHaveProperty('siteUrl');
});
