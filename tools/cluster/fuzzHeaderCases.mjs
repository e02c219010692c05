// @ts-check
/**
 * The fuzz cases of well-framed requests with odd headers or unusual methods (fuzz.mjs), against
 * pages, the API and the static files.
 */
import { message } from './fuzzMessage.mjs';

/**
 * @param {{ remoteFile: string, shellFile: string }} site the files as in fuzzCases
 * @param {import('./fuzzMessage.mjs').AddCase} add
 */
export function headerCases({ remoteFile, shellFile }, add) {
  // ---- headers ----
  /** @type {[string, string[], { host?: string | null }?][]} */
  const headerSets = [
    ['one 20 KB header', [`X-Big: ${'a'.repeat(20_000)}`]],
    ['300 headers', Array.from({ length: 300 }, (_, i) => `X-H${i}: ${i}`)],
    ['cookie lang NUL-escape', ['Cookie: lang=%00']],
    ['cookie lang unknown', ['Cookie: lang=xx; lang=en']],
    ['cookie 8 KB', [`Cookie: lang=${'e'.repeat(8000)}`]],
    ['accept-language garbage', ['Accept-Language: ;;;q=x,,*-*']],
    ['accept-encoding odd q', ['Accept-Encoding: br;q=abc, gzip;q=2, *;q=-1']],
    ['accept-encoding none acceptable', ['Accept-Encoding: identity;q=0, *;q=0']],
    ['range backwards', ['Range: bytes=5-1']],
    ['range beyond', ['Range: bytes=999999999-']],
    ['range 200 parts', [`Range: bytes=${Array.from({ length: 200 }, (_, i) => `${i}-${i}`).join(',')}`]],
    ['if-none-match star', ['If-None-Match: *']],
    ['if-modified-since garbage', ['If-Modified-Since: yesterday-ish']],
    ['x-forwarded-for garbage', ['X-Forwarded-For: not-an-ip, ::ffff:999.1.1.1, ,,']],
    [
      'x-forwarded-for 300 hops',
      [`X-Forwarded-For: ${Array.from({ length: 300 }, (_, i) => `10.0.${i >> 8}.${i & 255}`).join(', ')}`],
    ],
    ['x-forwarded-proto javascript', ['X-Forwarded-Proto: javascript', 'X-Forwarded-Host: evil.example']],
    ['x-forwarded-host odd', ['X-Forwarded-Host: a b/..:99999']],
    ['x-request-id 8 KB', [`X-Request-Id: ${'r'.repeat(8000)}`]],
    ['host empty', [], { host: '' }],
    ['host odd', [], { host: '[::1' }],
    ['host long', [], { host: 'h'.repeat(4000) }],
    ['no host', [], { host: null }],
    ['mobile hint odd', ['Sec-CH-UA-Mobile: ?maybe', 'User-Agent: iPhone']],
    ['user-agent 10 KB', [`User-Agent: ${'u'.repeat(10_000)}`]],
    ['content-length on GET', ['Content-Length: 5'], {}],
    ['authorization odd', ['Authorization: Bearer ' + 'x'.repeat(3000)]],
    ['authorization basic', ['Authorization: Basic %%%']],
    ['accept odd', ['Accept: */*; q=garbage, text/html;level=']],
    ['expect odd', ['Expect: 999-nothing']],
    ['upgrade websocket', ['Upgrade: websocket', 'Sec-WebSocket-Version: 13', 'Sec-WebSocket-Key: eA==']],
    ['control bytes in a header value', ['X-A: a\u0001b\u007fc\u001bd']],
    ['DEL and high bytes in a header value', ['X-A: \u00ff\u00fe\u007f']],
    ['headers totalling 11 KB', Array.from({ length: 2 }, (_, i) => `X-Fill${i}: ${'f'.repeat(5600)}`)],
    ['headers totalling 15 KB', Array.from({ length: 3 }, (_, i) => `X-Fill${i}: ${'f'.repeat(5000)}`)],
    ['headers totalling 17 KB in small lines', Array.from({ length: 34 }, (_, i) => `X-Fill${i}: ${'f'.repeat(500)}`)],
  ];
  const headerTargets = [
    '/en',
    '/api-official-web/media/findPage/1/10?lang=en',
    '/rss.xml',
    shellFile,
    remoteFile,
    '/api-official-web/admin/clues',
  ];
  for (const target of headerTargets) {
    for (const [label, lines, options] of headerSets) {
      const data =
        label === 'content-length on GET'
          ? Buffer.concat([message('GET', target, lines, undefined, options ?? {}), Buffer.from('abcde')])
          : message('GET', target, lines, undefined, options ?? {});
      add(`GET ${target.slice(0, 60)} (${label})`, data);
    }
  }

  // ---- methods ----
  const methods = [
    'HEAD',
    'PUT',
    'DELETE',
    'PATCH',
    'OPTIONS',
    'TRACE',
    'PROPFIND',
    'MKCOL',
    'LOCK',
    'FOO',
    'get',
    'M-SEARCH',
    'PURGE',
    'QUERY',
    'CONNECT',
  ];
  const methodTargets = [
    '/',
    '/en/service',
    '/api-official-web/media/findPage/1/10',
    '/api-official-web/clueManage/save',
    '/remotes.json',
    '/rss.xml',
    remoteFile,
  ];
  for (const method of methods)
    for (const target of methodTargets)
      add(`${method} ${target}`, message(method, method === 'CONNECT' ? '127.0.0.1:1' : target));
}
