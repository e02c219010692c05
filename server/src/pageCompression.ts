import zlib from 'node:zlib';
import type { CachedPage } from './htmlCache';

/** br when the client takes it, else gzip, else nothing (the order of @fastify/compress here). */
export function preferredEncoding(header: string | string[] | undefined): 'br' | 'gzip' | undefined {
  const accepted = String(header ?? '').toLowerCase();
  if (/\bbr\b/.test(accepted) && !/\bbr;q=0(\.0*)?\b/.test(accepted)) return 'br';
  if (/\bgzip\b/.test(accepted) && !/\bgzip;q=0(\.0*)?\b/.test(accepted)) return 'gzip';
  return undefined;
}

/** A page compressed once per encoding and kept with it (a cached page is not compressed on every request). */
export function compressedPage(page: CachedPage, encoding: 'br' | 'gzip'): Buffer {
  let bytes = page.compressed?.[encoding];
  if (!bytes) {
    bytes =
      encoding === 'br'
        ? zlib.brotliCompressSync(page.html, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 5 } })
        : zlib.gzipSync(page.html);
    page.compressed = { ...page.compressed, [encoding]: bytes };
  }
  return bytes;
}
