import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { CHANNEL, remoteArchive, WHEN_LIVE, wrapPage } from '../support/hostileRelease';
import { readRegistryOf, startProductionSite, type ProductionSite } from '../support/productionSite';
import { releaseClient } from '../support/releaseClient';

/**
 * Issue 36, "Sections apart": hostile careers releases, uploaded over HTTP with the careers token
 * to the compiled server run as production runs it (bubblewrap around each render worker). One
 * sends malformed messages to the site server; one forges what its worker answers and what React
 * draws; one tries to read another team's staged version and to reach the network. Each must stay
 * inside its own section's pages, and the site must keep answering.
 */

const MARK = 'FORGED-BY-CAREERS';

/** Frames of every shape a worker should not send: null, an unknown type, a list, a done with no answer. */
const garbage = `
  ;(function () {
    var sendGarbage = function () {
      try { if (process.send) process.send(null); } catch (error) {}
      var channel = ${CHANNEL};
      if (!channel) return;
      ['null', '{"type":"stolen"}', '[1,2,3]', '{"type":"done","id":1}', '{"type":"api","id":1,"job":1,"call":null}'].forEach(function (text) {
        var body = Buffer.from(text);
        var head = Buffer.alloc(4);
        head.writeUInt32BE(body.length);
        channel.write(Buffer.concat([head, body]));
      });
    };
    var always = ALWAYS;
    if (always || ${WHEN_LIVE('mfe_careers')}) sendGarbage();
    ${wrapPage('job_list', `function Garbage() { if (always || ${WHEN_LIVE('mfe_careers')}) sendGarbage(); return React.createElement(Page); }`)}
  })();
`;

/** Once live, marks every <h1> React draws and every answer its worker sends (title, HTML, data). */
const forger = `
  ;(function () {
    if (!(${WHEN_LIVE('mfe_careers')})) return;
    var mark = ${JSON.stringify(MARK)};
    var markH1 = function (create) {
      return function (type, props) {
        var rest = Array.prototype.slice.call(arguments, 2);
        if (type === 'h1') {
          if (props && 'children' in props) props = Object.assign({}, props, { children: [mark, props.children] });
          else rest = [mark].concat(rest);
        }
        return create.apply(this, [type, props].concat(rest));
      };
    };
    var React = require('react');
    React.createElement = markH1(React.createElement);
    var runtime = require('react/jsx-runtime');
    runtime.jsx = markH1(runtime.jsx);
    runtime.jsxs = markH1(runtime.jsxs);
    var channel = ${CHANNEL};
    var write = channel.write.bind(channel);
    channel.write = function (frame) {
      var message = JSON.parse(frame.subarray(4).toString());
      if (message && message.answer && message.answer.kind === 'render') {
        message.answer.html = mark + message.answer.html;
        message.answer.title = mark;
        message.answer.data['forged:quote'] = { status: 'ready', data: { price: 999, note: mark } };
      }
      var body = Buffer.from(JSON.stringify(message));
      var head = Buffer.alloc(4);
      head.writeUInt32BE(body.length);
      return write(Buffer.concat([head, body]));
    };
  })();
`;

/**
 * Tries, at load, to read a staged investor version and list the site's remotes, and to reach the
 * site's port, PostgreSQL's, an address outside and a Unix socket; the job list shows the results
 * so far (`<pre id="reach-probe">`).
 */
const reacher = (targets: { stagedFile: string; remotesDir: string; sitePort: number; socket: string }) => `
  ;(function () {
    var fs = require('node:fs');
    var net = require('node:net');
    var results = {};
    var attempt = function (name, fn) { try { fn(); results[name] = 'read'; } catch (error) { results[name] = error.code || String(error.message); } };
    attempt('stagedInvestorFile', function () { fs.readFileSync(${JSON.stringify(targets.stagedFile)}, 'utf8'); });
    attempt('listRemotes', function () { fs.readdirSync(${JSON.stringify(targets.remotesDir)}); });
    var connect = function (name, options) {
      try {
        var socket = net.connect(options);
        socket.setTimeout(3000, function () { results[name] = 'timeout'; socket.destroy(); });
        socket.on('connect', function () { results[name] = 'connected'; socket.destroy(); });
        socket.on('error', function (error) { results[name] = error.code || String(error.message); });
      } catch (error) { results[name] = error.code || String(error.message); }
    };
    connect('sitePort', { host: '127.0.0.1', port: ${targets.sitePort} });
    connect('postgresPort', { host: '127.0.0.1', port: 5432 });
    connect('outside', { host: '1.1.1.1', port: 443 });
    connect('unixSocket', { path: ${JSON.stringify(targets.socket)} });
    ${wrapPage('job_list', `function Reach() { return React.createElement(React.Fragment, null, React.createElement('pre', { id: 'reach-probe' }, JSON.stringify(results)), React.createElement(Page)); }`)}
  })();
`;

/** Which layer an error code comes from. */
function layerOf(code: string): string {
  if (code === 'ERR_ACCESS_DENIED') return "Node's permission model";
  if (code === 'ENOENT') return 'bubblewrap: not in the mount namespace';
  if (
    code === 'ECONNREFUSED' ||
    code === 'ENETUNREACH' ||
    code === 'EHOSTUNREACH' ||
    code === 'EACCES' ||
    code === 'EPERM'
  )
    return 'bubblewrap: empty network namespace';
  return `not refused (${code})`;
}

const unescapeHtml = (text: string) =>
  text
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, '&')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&#x27;|&#39;/g, "'");

test.describe("one team's release can neither change another section's pages nor bring the site down", () => {
  test.describe.configure({ mode: 'serial' });
  let site: ProductionSite;
  let client: ReturnType<typeof releaseClient>;

  test.beforeAll(async () => {
    test.setTimeout(120_000);
    site = await startProductionSite();
    client = releaseClient(site);
  });
  test.afterAll(async () => {
    await site?.stop();
  });

  test('malformed messages from a release, at load and on every render, stop only its own workers: the site keeps answering during the check and after', async () => {
    test.setTimeout(180_000);
    const before = readRegistryOf(site.siteDir);
    // Loud from the start: the check's worker is stopped and the upload refused, while the site answers.
    const loud = await client.nextVersion('mfe_careers');
    const uploading = client.upload(
      'mfe_careers',
      loud,
      remoteArchive(site, 'mfe_careers', loud, garbage.replace('ALWAYS', 'true')),
    );
    let done = false;
    void uploading.finally(() => (done = true));
    while (!done) await client.othersAnswer();
    const refused = await uploading;
    const reason = ((await refused.json()) as { message: string }).message;
    expect(refused.status, reason).toBe(400);
    expect(reason).toMatch(/render worker stopped \(it sent /);
    expect(readRegistryOf(site.siteDir)).toEqual(before);
    await client.othersAnswer();

    // Quiet during the check, loud once live: every careers page it draws stops its worker; the
    // page is answered (drawn by the browser: the whole page, then, after two such failures, the
    // section alone while the version is held back), and every other page is drawn on the server.
    const quiet = await client.nextVersion('mfe_careers');
    const accepted = await client.upload(
      'mfe_careers',
      quiet,
      remoteArchive(site, 'mfe_careers', quiet, garbage.replace('ALWAYS', 'false')),
    );
    expect(accepted.status, await accepted.text()).toBe(201);
    try {
      for (let i = 0; i < 5; i += 1) {
        const careers = await client.get(`/en/job_list?q=garbage${i}`);
        expect(careers.status).toBe(200);
        expect(careers.html).toContain('</html>');
        expect(careers.html).not.toMatch(/<h1[^>]*>[^<]*(Open Positions|Job)/);
        await client.othersAnswer();
      }
      expect(site.log()).toMatch(/a render worker was stopped/);
    } finally {
      await client.rollback();
    }
    const back = await client.get('/en/job_list?q=after');
    expect(back.html).toMatch(/<div id="root"><.+/s);
  });

  test("a release that forges its worker's answers and React's elements marks only its own pages, and nothing after its rollback", async () => {
    test.setTimeout(180_000);
    const version = await client.nextVersion('mfe_careers');
    const accepted = await client.upload('mfe_careers', version, remoteArchive(site, 'mfe_careers', version, forger));
    expect(accepted.status, await accepted.text()).toBe(201);
    let rolledBack = false;
    try {
      // The forgery is live in its own section (what it may do to its own pages).
      const own = await client.get('/en/job_list?q=forged');
      expect(own.html).toContain(MARK);
      // Twenty uncached pages of other sections: none carries the mark, in the HTML, the title or the boot data.
      const others = [
        ...[1, 2, 3, 4, 5, 6, 7].map((n) => `/en/investor_list1?keyword=forgery${n}`),
        ...[1, 2, 3].map((n) => `/hk/investor_list2?keyword=forgery${n}`),
        ...[1, 2, 3, 4].map((n) => `/en/mediaDetail?id=${n}`),
        '/',
        '/en',
        '/hk',
        '/mobile',
        '/en/mobile',
        '/hk/mobile',
      ];
      expect(others).toHaveLength(20);
      for (const url of others) {
        const { status, html } = await client.get(url);
        expect([200, 404], url).toContain(status);
        expect(html, url).not.toContain(MARK);
        const data = await fetch(`${site.base}/__page-data${url}`).then((response) => response.text());
        expect(data, url).not.toContain(MARK);
      }
      await client.rollback();
      rolledBack = true;
      // After the rollback, its code is gone from every process: careers pages carry no mark either.
      for (const url of [
        '/en/job_list?q=after-rollback',
        '/hk/employee',
        '/job_detail?id=1',
        '/en/mobile/job_list?q=after',
      ]) {
        const { html } = await client.get(url);
        expect(html, url).not.toContain(MARK);
        expect(html, url).toMatch(/<div id="root"><.+/s);
      }
    } finally {
      if (!rolledBack) await client.rollback();
    }
  });

  test("a release cannot read another team's staged version, nor reach the network or a Unix socket: each attempt refused, and by which layer", async () => {
    test.setTimeout(180_000);
    // The investor team stages a version (in place, not live).
    const staged = await client.nextVersion('mfe_investor');
    const stagedAnswer = await client.upload(
      'mfe_investor',
      staged,
      remoteArchive(site, 'mfe_investor', staged, '\n'),
      true,
    );
    expect(stagedAnswer.status, await stagedAnswer.text()).toBe(201);
    const stagedFile = path.join(site.siteDir, 'remotes', 'mfe_investor', staged, 'mf-manifest.json');
    expect(fs.existsSync(stagedFile)).toBe(true);
    const socket = path.join(site.work, 'service.sock');
    const unix = net.createServer((connection) => connection.end('hello'));
    await new Promise<void>((resolve) => unix.listen(socket, resolve));
    const version = await client.nextVersion('mfe_careers');
    const code = reacher({ stagedFile, remotesDir: path.join(site.siteDir, 'remotes'), sitePort: site.port, socket });
    const accepted = await client.upload('mfe_careers', version, remoteArchive(site, 'mfe_careers', version, code));
    expect(accepted.status, await accepted.text()).toBe(201);
    try {
      let results: Record<string, string> = {};
      for (let i = 0; i < 40; i += 1) {
        const { html } = await client.get(`/en/job_list?q=reach${i}`);
        results = JSON.parse(unescapeHtml(/<pre id="reach-probe">([^<]*)<\/pre>/.exec(html)?.[1] ?? '{}')) as Record<
          string,
          string
        >;
        if (Object.keys(results).length === 6) break;
        await new Promise((resolve) => setTimeout(resolve, 250));
      }
      const layers = Object.fromEntries(
        Object.entries(results).map(([attempt, result]) => [attempt, `${result}: ${layerOf(result)}`]),
      );
      console.log('what refused each attempt of the careers release:', JSON.stringify(layers, null, 2));
      expect(Object.keys(results).sort()).toEqual([
        'listRemotes',
        'outside',
        'postgresPort',
        'sitePort',
        'stagedInvestorFile',
        'unixSocket',
      ]);
      for (const [attempt, result] of Object.entries(results))
        expect(layerOf(result), attempt).not.toMatch(/^not refused/);
    } finally {
      unix.close();
      await client.rollback();
    }
  });
});
