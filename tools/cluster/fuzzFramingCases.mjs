// @ts-check
/**
 * The fuzz cases of broken HTTP framing (fuzz.mjs): written out byte for byte, since message()
 * only builds well-framed requests.
 */
import { CRLF } from './fuzzMessage.mjs';

/** @param {import('./fuzzMessage.mjs').AddCase} add */
export function framingCases(add) {
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
}
