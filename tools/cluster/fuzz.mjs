// @ts-check
/**
 * Malformed requests for the bounded fuzz of `npm run cluster`: odd paths, odd queries, bad JSON
 * and form bodies, odd and oversized headers, unusual methods and broken HTTP framing. Every case
 * is fixed (no randomness): a 5xx found once is found again on the next run.
 *
 * A case is the exact bytes to send. The site may answer anything but a 5xx (a 4xx, a redirect,
 * a page, or closing the connection on framing it cannot parse).
 */

/**
 * @typedef {{ label: string, data: Buffer, halfClose?: boolean }} FuzzCase
 *   halfClose: the client closes its side after sending (for framing a server would otherwise wait on).
 */

const CRLF = '\r\n';

/** The Host a case names unless it says otherwise: the admin API answers only for the console's name. */
let consoleHost = 'admin.example.org';
const hostFor = (/** @type {string} */ target) =>
  /^\/api-official-web\/admin(?:\/|$)/.test(target) ? consoleHost : 'www.example.org';

/**
 * @param {string} method @param {string} target @param {string[]} [headerLines]
 * @param {Buffer | string} [body] @param {{ contentLength?: boolean, host?: string | null }} [options]
 */
function message(method, target, headerLines = [], body, { contentLength = true, host = hostFor(target) } = {}) {
  const bytes = body === undefined ? undefined : Buffer.isBuffer(body) ? body : Buffer.from(body, 'utf8');
  const lines = [`${method} ${target} HTTP/1.1`];
  if (host !== null) lines.push(`Host: ${host}`);
  lines.push('Connection: close', ...headerLines);
  if (bytes && contentLength) lines.push(`Content-Length: ${bytes.length}`);
  const head = Buffer.from(lines.join(CRLF) + CRLF + CRLF, 'latin1');
  return bytes ? Buffer.concat([head, bytes]) : head;
}

/**
 * @param {{ adminToken: string, remoteFile: string, remoteServerFile: string, shellFile: string, consoleName?: string }} site
 *   remoteFile: a released remote's file URL (e.g. /remotes/mfe_media/<v>/remoteEntry.js);
 *   remoteServerFile: that version's ssr/module.js URL; shellFile: one of the shell's bundles (/main.<hash>.js);
 *   consoleName: the console's host (CONSOLE_URL), sent with the cases aimed at the admin API.
 * @returns {FuzzCase[]}
 */
export function fuzzCases({ adminToken, remoteFile, remoteServerFile, shellFile, consoleName }) {
  if (consoleName) consoleHost = consoleName;
  /** @type {FuzzCase[]} */
  const cases = [];
  const add = (/** @type {string} */ label, /** @type {Buffer} */ data, halfClose = false) =>
    cases.push({ label, data, halfClose });
  const auth = `Authorization: Bearer ${adminToken}`;

  // ---- paths ----
  const paths = [
    '/%00',
    '/en/%00',
    '/%2e%2e/%2e%2e/etc/passwd',
    '/..%2f..%2fetc%2fpasswd',
    '/remotes/..%2f..%2fpackage.json',
    '/remotes/%2e%2e/%2e%2e/package.json',
    '/remotes/mfe_media/../../remotes.json',
    '//evil.example/',
    '///',
    '/\\evil.example',
    '/%5cevil.example',
    '/en/%ff',
    '/%c0%ae%c0%ae/',
    '/%E4%B8%AD%E6%96%87',
    `/en/${'a'.repeat(4000)}`,
    `/${'a/'.repeat(1500)}`,
    '/en/mobile/mobile/service',
    '/zh/zh/service',
    '/zh%2fen',
    '/zh',
    '/zh/',
    '/zh?x=%00',
    '/ZH/service',
    '/EN',
    '/en//service',
    '/en/service/',
    '/en/service.',
    '/en/service;jsessionid=1',
    '/en/service%20',
    '/en/service%0d%0aSet-Cookie:%20x=1',
    '/en/service%09',
    '/index.html',
    '/ssr/render.js',
    '/main.js.map',
    `${shellFile}.map`,
    '/favicon.ico/../../etc/passwd',
    '/.env',
    '/.git/config',
    '/server/main.js',
    '/site/server/main.js',
    '/shell/index.html',
    remoteServerFile,
    `${remoteFile}.map`,
    '/remotes/',
    '/remotes',
    '/remotes/mfe_media',
    '/remotes/mfe_media/',
    '/remotes.json/x',
    '/releases.json',
    '/config.json/..',
    '/qr/official-account.svg/..',
    '/api-official-web',
    '/api-official-web/',
    '/api-official-web/%00',
    '/api-official-web/../../etc/passwd',
    '/api-official-web/media/findPage',
    '/api-official-web/media/findPage/0/0',
    '/api-official-web/media/findPage/-1/-1',
    '/api-official-web/media/findPage/1.5/10',
    '/api-official-web/media/findPage/1e3/10',
    '/api-official-web/media/findPage/99999999999999999999999/10',
    '/api-official-web/media/findPage/NaN/Infinity',
    '/api-official-web/media/findPage/0x10/0b1',
    '/api-official-web/media/findPage/1/10/extra',
    '/api-official-web/media/findPage/%00/10',
    '/api-official-web/media/getById',
    '/api-official-web/assets/../x.svg',
    '/api-official-web/assets/%00.svg',
    `/api-official-web/assets/${'a'.repeat(2000)}.svg`,
    '/api-official-web/assets/banner-1.png',
    '/api-official-web/admin/clues',
    '/api-official-web/admin/../captcha',
    '/api-official-web/admin/media/abc',
    '/api-official-web/nope/findPage/1/10',
    '/rss.xml/x',
    '/en/rss.xml',
    '/xx/rss.xml',
    '/sitemap.xml/..',
    '/robots.txt%00',
    '/favicon.svg%00.js',
    '/%',
    '/%%',
    '/%zz',
    '/a%2',
    '/~',
    '/?',
    '/#frag',
    '/en/mediaDetail',
    '/en/job_detail9',
    '/en/job_detail0',
    '/en/job_detail1/x',
    '/en/investor_list6',
    '/en/investor_list0',
    '/hk/mobile/mobile',
    '/fr/service',
    '/en/mobile/',
    '/mobile',
    '/en/mobile/nope',
    `${remoteFile}%00`,
    `${shellFile}%2500`,
  ];
  for (const path of paths) add(`GET ${path.slice(0, 120)}`, message('GET', path));

  // ---- queries ----
  const queries = [
    '?lang=%00',
    '?lang=xx',
    '?lang=',
    '?lang[]=en',
    '?lang=en&lang=zh',
    `?keyword=${'a'.repeat(5000)}`,
    '?keyword=%00',
    '?keyword=%25%5F',
    "?keyword='%20OR%201=1--",
    '?keyword=%ff%fe',
    `?keyword=${'%E4%B8%AD'.repeat(300)}`,
    '?year=99999999999999999999',
    '?year=-1',
    '?year=abc',
    '?year=2025.5',
    '?year[]=2025',
    '?id=%00',
    '?id=-1',
    '?id=1e309',
    '?id=0x1',
    '?id=1&id=2',
    '?id[$gt]=0',
    '?__proto__[polluted]=1',
    '?constructor[prototype][x]=1',
    '?%ZZ=1',
    '?a=%E0%A4%A',
    `?${'a=1&'.repeat(2000)}`,
    '?type=annual%00',
    '?type[]=x',
    '?pageNo=1&pageSize=1000000',
    '?since=%00&format=csv',
    '?since=9999-99-99',
    '?format=xml',
    '?=&=&=',
    '?&&&',
    '?a==b',
    '?lang=en%0d%0aX:1',
  ];
  const bases = [
    '/en/mediaDetail',
    '/en/investor_list1',
    '/en/investor_list3',
    '/',
    '/en/job_list',
    '/api-official-web/media/findPage/1/10',
    '/api-official-web/media/getById',
    '/api-official-web/financialReport/findPage/1/10',
    '/api-official-web/investorCalendar/findPage/1/10',
    '/api-official-web/quarterlyAchievement/allQuarterlyAchievement',
    '/api-official-web/captcha',
    '/api-official-web/stock/quote',
    '/rss.xml',
    '/sitemap.xml',
    '/remotes.json',
    '/api-official-web/admin/clues',
  ];
  for (const base of bases) {
    for (const query of queries) {
      const headers = base.includes('/admin/') ? [auth] : [];
      add(`GET ${base}${query.slice(0, 60)}`, message('GET', base + query, headers));
    }
  }

  // ---- bodies ----
  const deep = '['.repeat(30_000) + ']'.repeat(30_000);
  const json = 'Content-Type: application/json';
  const formType = 'Content-Type: application/x-www-form-urlencoded';
  /** @type {[string, string, Buffer | string][]} */
  const bodies = [
    ['json: truncated', json, '{'],
    ['json: NUL escape', json, '{"name":"\\u0000","title":{"zh":"\\u0000"}}'],
    ['json: deep nesting', json, deep],
    ['json: __proto__', json, '{"__proto__":{"polluted":1},"title":{"zh":"a","hk":"a","en":"a"}}'],
    ['json: constructor.prototype', json, '{"constructor":{"prototype":{"x":1}}}'],
    ['json: duplicate keys', json, '{"name":"a","name":{"x":1}}'],
    ['json: 1e999', json, '{"date":1e999,"sortOrder":1e999}'],
    ['json: top-level array', json, '[]'],
    ['json: null', json, 'null'],
    ['json: string', json, '"x"'],
    ['json: number', json, '123'],
    ['json: invalid UTF-8', json, Buffer.from([0x7b, 0x22, 0x61, 0x22, 0x3a, 0x22, 0xff, 0xfe, 0x22, 0x7d])],
    ['json: BOM', json, '\ufeff{"a":1}'],
    ['json: empty', json, ''],
    ['json: 60 KB string', json, JSON.stringify({ title: { zh: 'x'.repeat(60_000) } })],
    ['json: 70 KB (over the limit)', json, JSON.stringify({ title: { zh: 'x'.repeat(70_000) } })],
    [
      'json: wrong types',
      json,
      '{"title":"x","date":[],"datePrecision":{},"sortOrder":"a","linkUrl":"javascript:alert(1)"}',
    ],
    ['json: charset latin1', 'Content-Type: application/json; charset=latin1', '{"a":1}'],
    ['form: bad escape', formType, 'name=%ZZ&telephone=%'],
    ['form: NUL', formType, 'name=%00&content=a%00b&lang=en'],
    ['form: arrays', formType, 'name[]=a&name[]=b&consent[]=true'],
    ['form: duplicates', formType, 'name=a&name=b&lang=en&lang=zh'],
    ['form: empty pairs', formType, '=&&&=x'],
    ['form: bare word', formType, 'a'],
    ['form: operator injection', formType, 'consent=true&captchaId[$ne]=1&captchaCode[$gt]='],
    ['form: 60 KB field', formType, `content=${'a'.repeat(60_000)}`],
    ['form: 70 KB (over the limit)', formType, `content=${'a'.repeat(70_000)}`],
    ['form: raw bytes', formType, Buffer.from([0x6e, 0x61, 0x6d, 0x65, 0x3d, 0xff, 0x00, 0xfe])],
    [
      'form: every field odd',
      formType,
      'companyName=%0a&name=%20&position=x&telephone=%2B%2B%2B&email=a@@b&type=__proto__&content=%0d&captchaId=..%2f&captchaCode=%00&consent=maybe&lang=xx&website=',
    ],
    ['form: honeypot', formType, 'website=http%3A%2F%2Fspam.example&name=a'],
    [
      'form: charset utf-16',
      'Content-Type: application/x-www-form-urlencoded; charset=utf-16',
      Buffer.from('name=a', 'utf16le'),
    ],
    ['multipart: no boundary', 'Content-Type: multipart/form-data', '--x\r\n\r\n'],
    [
      'multipart: garbage',
      'Content-Type: multipart/form-data; boundary=x',
      '--x\r\nContent-Disposition: form-data; name="name"\r\n\r\na\r\n--x',
    ],
    ['text/plain', 'Content-Type: text/plain', 'hello'],
    [
      'xml',
      'Content-Type: application/xml',
      '<?xml version="1.0"?><!DOCTYPE x [<!ENTITY e SYSTEM "file:///etc/passwd">]><x>&e;</x>',
    ],
    ['no content type', 'X-None: 1', 'name=a'],
    ['gzip-encoded garbage', `${json}\r\nContent-Encoding: gzip`, 'not gzip at all'],
    ['odd content type', 'Content-Type: ;;;==', '{}'],
  ];
  const targets = [
    ['POST', '/api-official-web/clueManage/save', []],
    ['POST', '/api-official-web/admin/media', [auth]],
    ['PUT', '/api-official-web/admin/notice/99999999', [auth]],
    ['POST', '/api-official-web/admin/banner', []],
    ['POST', '/en/contact', []],
    ['PATCH', '/api-official-web/media/findPage/1/10', []],
  ];
  for (const [method, path, headers] of targets) {
    for (const [label, type, body] of bodies)
      add(`${method} ${path} (${label})`, message(String(method), String(path), [...headers, type], body));
  }

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

  // ---- framing ----
  /** @type {[string, string | Buffer][]} */
  const raw = [
    ['HTTP/1.1 without Host', `GET / HTTP/1.1${CRLF}Connection: close${CRLF}${CRLF}`],
    ['HTTP/0.9', `GET /${CRLF}${CRLF}`],
    ['HTTP/9.9', `GET / HTTP/9.9${CRLF}Host: x${CRLF}${CRLF}`],
    ['HTTP/1.0', `GET /en HTTP/1.0${CRLF}${CRLF}`],
    ['double spaces', `GET  /  HTTP/1.1${CRLF}Host: x${CRLF}Connection: close${CRLF}${CRLF}`],
    ['bare LF', `GET / HTTP/1.1\nHost: x\nConnection: close\n\n`],
    ['header without colon', `GET / HTTP/1.1${CRLF}Host: x${CRLF}Nonsense${CRLF}Connection: close${CRLF}${CRLF}`],
    ['obs-fold', `GET / HTTP/1.1${CRLF}Host: x${CRLF}X-A: a${CRLF} folded${CRLF}Connection: close${CRLF}${CRLF}`],
    [
      'header name with space',
      `GET / HTTP/1.1${CRLF}Host: x${CRLF}Bad Header: x${CRLF}Connection: close${CRLF}${CRLF}`,
    ],
    [
      'CL and TE (smuggling)',
      `POST /api-official-web/clueManage/save HTTP/1.1${CRLF}Host: x${CRLF}Content-Length: 5${CRLF}Transfer-Encoding: chunked${CRLF}Connection: close${CRLF}${CRLF}0${CRLF}${CRLF}GET /admin HTTP/1.1${CRLF}${CRLF}`,
    ],
    [
      'TE chunked, identity',
      `POST /api-official-web/clueManage/save HTTP/1.1${CRLF}Host: x${CRLF}Transfer-Encoding: chunked, identity${CRLF}Connection: close${CRLF}${CRLF}0${CRLF}${CRLF}`,
    ],
    [
      'TE xchunked',
      `POST /api-official-web/clueManage/save HTTP/1.1${CRLF}Host: x${CRLF}Transfer-Encoding: xchunked${CRLF}Connection: close${CRLF}${CRLF}0${CRLF}${CRLF}`,
    ],
    [
      'chunk size zz',
      `POST /api-official-web/clueManage/save HTTP/1.1${CRLF}Host: x${CRLF}Transfer-Encoding: chunked${CRLF}Connection: close${CRLF}${CRLF}zz${CRLF}abc${CRLF}0${CRLF}${CRLF}`,
    ],
    [
      'chunk size huge',
      `POST /api-official-web/clueManage/save HTTP/1.1${CRLF}Host: x${CRLF}Transfer-Encoding: chunked${CRLF}Connection: close${CRLF}${CRLF}ffffffffffffffff${CRLF}abc${CRLF}`,
    ],
    [
      'chunked form, valid framing',
      `POST /api-official-web/clueManage/save HTTP/1.1${CRLF}Host: x${CRLF}Content-Type: application/x-www-form-urlencoded${CRLF}Transfer-Encoding: chunked${CRLF}Connection: close${CRLF}${CRLF}6${CRLF}name=a${CRLF}0${CRLF}${CRLF}`,
    ],
    [
      'content-length -1',
      `POST /api-official-web/clueManage/save HTTP/1.1${CRLF}Host: x${CRLF}Content-Length: -1${CRLF}Connection: close${CRLF}${CRLF}`,
    ],
    [
      'content-length list',
      `POST /api-official-web/clueManage/save HTTP/1.1${CRLF}Host: x${CRLF}Content-Length: 1, 2${CRLF}Connection: close${CRLF}${CRLF}ab`,
    ],
    [
      'two content-lengths',
      `POST /api-official-web/clueManage/save HTTP/1.1${CRLF}Host: x${CRLF}Content-Length: 1${CRLF}Content-Length: 2${CRLF}Connection: close${CRLF}${CRLF}ab`,
    ],
    [
      'content-length huge',
      `POST /api-official-web/clueManage/save HTTP/1.1${CRLF}Host: x${CRLF}Content-Length: 99999999999999999999${CRLF}Connection: close${CRLF}${CRLF}ab`,
    ],
    [
      'body shorter than content-length',
      `POST /api-official-web/clueManage/save HTTP/1.1${CRLF}Host: x${CRLF}Content-Type: application/json${CRLF}Content-Length: 100${CRLF}Connection: close${CRLF}${CRLF}{"a":`,
    ],
    [
      'body longer than content-length',
      `POST /api-official-web/clueManage/save HTTP/1.1${CRLF}Host: x${CRLF}Content-Type: application/json${CRLF}Content-Length: 2${CRLF}Connection: close${CRLF}${CRLF}{}garbage after the body`,
    ],
    [
      'NUL in request line',
      Buffer.from(`GET /\0 HTTP/1.1${CRLF}Host: x${CRLF}Connection: close${CRLF}${CRLF}`, 'latin1'),
    ],
    ['space in path', `GET /a b HTTP/1.1${CRLF}Host: x${CRLF}Connection: close${CRLF}${CRLF}`],
    [
      'raw high bytes in path',
      Buffer.concat([
        Buffer.from('GET /'),
        Buffer.from([0xff, 0xfe, 0xc3, 0x28]),
        Buffer.from(` HTTP/1.1${CRLF}Host: x${CRLF}Connection: close${CRLF}${CRLF}`),
      ]),
    ],
    [
      'NUL in header value',
      Buffer.from(`GET / HTTP/1.1${CRLF}Host: x${CRLF}X-A: a\0b${CRLF}Connection: close${CRLF}${CRLF}`, 'latin1'),
    ],
    ['absolute-form target', `GET http://evil.example/en HTTP/1.1${CRLF}Host: x${CRLF}Connection: close${CRLF}${CRLF}`],
    ['asterisk target', `OPTIONS * HTTP/1.1${CRLF}Host: x${CRLF}Connection: close${CRLF}${CRLF}`],
    ['20 KB request line', `GET /${'a'.repeat(20_000)} HTTP/1.1${CRLF}Host: x${CRLF}Connection: close${CRLF}${CRLF}`],
    [
      'expect 100-continue',
      `POST /api-official-web/clueManage/save HTTP/1.1${CRLF}Host: x${CRLF}Content-Type: application/json${CRLF}Expect: 100-continue${CRLF}Content-Length: 2${CRLF}Connection: close${CRLF}${CRLF}{}`,
    ],
    [
      'pipelined pair',
      `GET /en HTTP/1.1${CRLF}Host: x${CRLF}${CRLF}GET /%00 HTTP/1.1${CRLF}Host: x${CRLF}Connection: close${CRLF}${CRLF}`,
    ],
    ['garbage', Buffer.from([0x16, 0x03, 0x01, 0x00, 0xa5, 0x01, 0x00, 0x00, 0xa1, 0x03, 0x03])],
    ['empty line only', CRLF],
  ];
  // Framing that leaves a server waiting for more bytes: the client closes its side instead of waiting out the timeouts.
  const incomplete = new Set(['chunk size huge', 'body shorter than content-length', 'garbage', 'empty line only']);
  for (const [label, data] of raw)
    add(`raw: ${label}`, Buffer.isBuffer(data) ? data : Buffer.from(data, 'latin1'), incomplete.has(label));

  return cases;
}
