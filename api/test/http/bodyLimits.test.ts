import Fastify, { type FastifyInstance } from 'fastify';
import { CONTENT_TYPES } from '../../src/content/contentTypes';
import { jsonBodyLimitFor } from '../../src/http/bodyLimit';
import apiPlugin from '../../src/plugin';
import { contentInputSchema } from '../../src/routes/admin/adminSchemas';
import { ADMIN_TOKEN, API, adminHeaders, FIXED_CAPTCHA } from '../helpers/testApp';
import { throwAwayDatabase } from '../helpers/pgliteImage';

jest.setTimeout(60_000);

/** JSON as encoders that escape everything outside ASCII write it: the most bytes a text can take. */
const asciiJson = (value: unknown) =>
  JSON.stringify(value).replace(/[\u0080-\uffff]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);
const same = (text: string) => ({ zh: text, hk: text, en: text });
const json = { 'content-type': 'application/json' };

describe('jsonBodyLimitFor', () => {
  it('allows every string of the schema at its maxLength in six bytes a character, plus 64 KB', () => {
    const schema = {
      type: 'object',
      properties: {
        a: { type: 'string', maxLength: 10 },
        b: { type: 'object', properties: { c: { type: 'string', maxLength: 5 } } },
        d: { type: 'integer' },
      },
    };
    expect(jsonBodyLimitFor(schema)).toBe(64 * 1024 + 6 * 15);
  });
});

describe('body limits of the API inside a site whose own limit is 64 KB', () => {
  let site: FastifyInstance;
  beforeAll(async () => {
    site = Fastify({ bodyLimit: 64 * 1024, pluginTimeout: 120_000 });
    await site.register(apiPlugin, {
      ...(await throwAwayDatabase('migrated')),
      seed: false,
      adminToken: ADMIN_TOKEN,
      captchaFixed: FIXED_CAPTCHA,
      nodeEnv: 'test',
    });
    await site.ready();
  });
  afterAll(async () => site.close());

  const longest = {
    title: same('标'.repeat(300)),
    summary: same('摘'.repeat(2000)),
    body: same('文'.repeat(100_000)),
    date: '2026-11-22',
    imageUrl: '/api-official-web/assets/media-company.svg',
  };

  it('accepts an admin article at the largest size its schema allows, in its most expensive encoding', async () => {
    const payload = asciiJson(longest);
    expect(payload.length).toBeGreaterThan(1_800_000);
    const created = await site.inject({
      method: 'POST',
      url: `${API}/admin/media`,
      headers: { ...adminHeaders, ...json },
      payload,
    });
    expect(created.statusCode).toBe(201);
    const id = created.json().data.id as number;
    const updated = await site.inject({
      method: 'PUT',
      url: `${API}/admin/media/${id}`,
      headers: { ...adminHeaders, ...json },
      payload,
    });
    expect(updated.statusCode).toBe(200);
    const read = await site.inject({ method: 'GET', url: `${API}/media/getById?id=${id}&lang=en` });
    expect((read.json().data.body as string).length).toBeGreaterThanOrEqual(100_000);
  });

  it('lets the schema, not the byte limit, refuse an article one character too long', async () => {
    const payload = asciiJson({ ...longest, body: { ...longest.body, en: '文'.repeat(100_001) } });
    const response = await site.inject({
      method: 'POST',
      url: `${API}/admin/media?lang=en`,
      headers: { ...adminHeaders, ...json },
      payload,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 400, errors: { 'body.en': 'maxLength' } });
  });

  it('refuses an admin body over its limit with 413, the envelope and the limit', async () => {
    const limitKb = Math.floor(jsonBodyLimitFor(contentInputSchema(CONTENT_TYPES.media)) / 1024);
    const payload = JSON.stringify({ ...longest, body: same('x'.repeat(1_000_000)) });
    const response = await site.inject({
      method: 'POST',
      url: `${API}/admin/media?lang=en`,
      headers: { ...adminHeaders, ...json },
      payload,
    });
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual({ code: 413, message: `The submission is too large (limit ${limitKb} KB)` });
  });

  it('keeps the kinds without articles, and the public routes, small', async () => {
    const notice = await site.inject({
      method: 'POST',
      url: `${API}/admin/notice`,
      headers: { ...adminHeaders, ...json },
      payload: JSON.stringify({ title: same('x'.repeat(200_000)), date: '2026-11-22' }),
    });
    expect(notice.statusCode).toBe(413);
    const form = await site.inject({
      method: 'POST',
      // The body is not read, so its lang field cannot choose the language; the query can.
      url: `${API}/clueManage/save?lang=en`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: `content=${'x'.repeat(70 * 1024)}`,
    });
    expect(form.statusCode).toBe(413);
    expect(form.json()).toEqual({ code: 413, message: 'The submission is too large (limit 64 KB)' });
  });

  it('never reads a large admin body sent without the token', async () => {
    const response = await site.inject({
      method: 'POST',
      url: `${API}/admin/media`,
      headers: json,
      payload: asciiJson(longest),
    });
    expect(response.statusCode).toBe(401);
  });
});
