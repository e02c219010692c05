// @ts-check
/**
 * Smoke: nginx answers, public settings arrive, forged forwarding headers are ignored, the console
 * keeps to its name, and conditional requests pass through nginx (its ETag intact, 304 with no body).
 */
import { json, request } from '../http.mjs';
import { ADMIN_TOKEN, CONSOLE_HOST } from '../settings.mjs';
import { check } from '../harness.mjs';
import { PUBLIC_SETTINGS, nginxPort } from '../site.mjs';

export async function smoke() {
  const ready = await request({ port: nginxPort, path: '/ready' });
  check('GET /ready through nginx', ready.status === 200, ready.body.toString());
  const config = json(await request({ port: nginxPort, path: '/config.json' }));
  const expected = {
    supportHotline: PUBLIC_SETTINGS.SUPPORT_HOTLINE,
    icpFilingUrl: PUBLIC_SETTINGS.ICP_FILING_URL,
    publicSecurityFiling: PUBLIC_SETTINGS.PUBLIC_SECURITY_FILING,
  };
  check(
    'public settings reach /config.json',
    Object.entries(expected).every(([k, v]) => config?.[k] === v),
    JSON.stringify(expected),
  );
  const page = await request({
    port: nginxPort,
    path: '/en/service',
    headers: { 'X-Forwarded-Proto': 'javascript', 'X-Forwarded-Host': 'evil.example' },
  });
  const canonical = /<link rel="canonical" href="([^"]*)"/.exec(page.body.toString())?.[1] ?? '';
  check(
    'a page through nginx',
    page.status === 200 && !!page.headers['x-request-id'],
    `${page.status}, X-Request-Id ${page.headers['x-request-id'] ?? 'missing'}`,
  );
  check(
    'forged forwarding headers do not steer absolute URLs',
    canonical.startsWith(`http://127.0.0.1:${nginxPort}/`),
    `canonical ${canonical}`,
  );

  // nginx must neither drop nor weaken the copies' ETags, nor answer If-None-Match with a body.
  for (const path of ['/en/service', '/en/rss.xml', '/en/investor-events.ics']) {
    const encoded = { 'accept-encoding': 'gzip, br' };
    const full = await request({ port: nginxPort, path, headers: encoded });
    const etag = full.headers.etag ?? '';
    const again = await request({ port: nginxPort, path, headers: { ...encoded, 'if-none-match': etag } });
    check(
      `${path} revalidates through nginx (ETag kept, 304 without a body)`,
      full.status === 200 &&
        /^W\/"/.test(etag) &&
        again.status === 304 &&
        again.body.length === 0 &&
        again.headers.etag === etag,
      `${full.status} ${etag || 'no ETag'}, then ${again.status} ${again.headers.etag ?? ''} ${again.body.length} bytes`,
    );
  }

  // One nginx, two names: the console and its API answer for the console's name only.
  const consoleHost = { host: `${CONSOLE_HOST}:${nginxPort}` };
  const status = async (/** @type {string} */ path, /** @type {Record<string, string>} */ headers = {}) =>
    (await request({ port: nginxPort, path, headers })).status;
  const onPublic = [
    await status('/admin'),
    await status('/api-official-web/admin/session'),
    await status('/api-official-web/admin/clues', { authorization: `Bearer ${ADMIN_TOKEN}` }),
  ];
  check(
    'the console is 404 on the public name (/admin, the session, the leads with the token)',
    onPublic.every((s) => s === 404),
    onPublic.join(', '),
  );
  const onConsole = [
    await status('/admin/', consoleHost),
    await status('/api-official-web/admin/session', consoleHost),
    await status('/api-official-web/admin/clues', { ...consoleHost, authorization: `Bearer ${ADMIN_TOKEN}` }),
  ];
  check(
    'the console answers on its own name through nginx (200, 401 without a session, 200 with the token)',
    onConsole.join() === '200,401,200',
    onConsole.join(', '),
  );
  const spoofed = await status('/api-official-web/admin/session', {
    'X-Forwarded-Host': `${CONSOLE_HOST}:${nginxPort}`,
  });
  check("X-Forwarded-Host does not make the public name the console's", spoofed === 404, String(spoofed));
}
