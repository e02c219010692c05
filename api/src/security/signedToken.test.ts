import crypto from 'node:crypto';
import { openToken, signToken } from './signedToken';

const key = crypto.randomBytes(32);
const resign = (payload: string, withKey = key) =>
  `${payload}.${crypto.createHmac('sha256', withKey).update(payload).digest('base64url')}`;

describe('signed tokens (the mail links and the release preview links)', () => {
  it('gives back the fields it signed', () => {
    expect(openToken(key, signToken(key, { s: 7, p: 'manage' }))).toEqual({ fields: { s: 7, p: 'manage' } });
  });

  it('calls a changed payload, another key or another spelling of the signature forged', () => {
    const token = signToken(key, { s: 7 });
    const [payload, signature] = token.split('.') as [string, string];
    const changed = Buffer.from(JSON.stringify({ s: 8 })).toString('base64url');
    expect(openToken(key, `${changed}.${signature}`)).toEqual({ problem: 'forged' });
    expect(openToken(crypto.randomBytes(32), token)).toEqual({ problem: 'forged' });
    // base64url's last character carries spare bits: a second spelling of the same bytes is refused.
    const last = signature.at(-1)!;
    const twin = signature.slice(0, -1) + String.fromCharCode(last.charCodeAt(0) + 1);
    expect(Buffer.from(twin, 'base64url').equals(Buffer.from(signature, 'base64url'))).toBe(true);
    expect(openToken(key, `${payload}.${twin}`)).toEqual({ problem: 'forged' });
  });

  it('calls a token of the wrong shape, or a signed payload that is not a JSON object, malformed', () => {
    for (const token of ['', 'abc', 'a.b.c', 'a b.c', `${signToken(key, {})}.x`])
      expect([token, openToken(key, token)]).toEqual([token, { problem: 'malformed' }]);
    for (const json of ['null', '[1]', '7', '{not json'])
      expect(openToken(key, resign(Buffer.from(json).toString('base64url')))).toEqual({ problem: 'malformed' });
  });
});
