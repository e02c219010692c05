import zlib from 'node:zlib';
import { compressedPage, preferredEncoding } from './pageCompression';

test.each([
  ['gzip, deflate, br, zstd', 'br'],
  ['br;q=0, gzip', 'gzip'],
  ['gzip;q=0.0, br;q=0', undefined],
  ['deflate', undefined],
  [undefined, undefined],
])('Accept-Encoding %s is answered with %s', (header, expected) => {
  expect(preferredEncoding(header)).toBe(expected);
});

test('a page is compressed once per encoding and decompresses to its HTML', () => {
  const page = { status: 200, html: '<!doctype html><p>页面</p>'.repeat(200) };
  const br = compressedPage(page, 'br');
  expect(compressedPage(page, 'br')).toBe(br);
  expect(zlib.brotliDecompressSync(br).toString('utf8')).toBe(page.html);
  expect(zlib.gunzipSync(compressedPage(page, 'gzip')).toString('utf8')).toBe(page.html);
  expect(Object.keys(page)).toContain('compressed');
});
