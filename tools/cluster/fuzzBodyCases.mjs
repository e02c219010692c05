// @ts-check
/**
 * The fuzz cases that send a malformed body (fuzz.mjs): bad JSON, form and other payloads, to
 * each route that reads a body and to some that do not.
 */
import { message } from './fuzzMessage.mjs';

/**
 * @param {{ auth: string }} site auth: the admin's Authorization header line
 * @param {import('./fuzzMessage.mjs').AddCase} add
 */
export function bodyCases({ auth }, add) {
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
}
