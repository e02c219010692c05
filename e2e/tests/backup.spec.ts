import { spawn } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { gradientPng } from './gradientPng';
import {
  newProductionFolder,
  PRODUCTION_ADMIN_TOKEN,
  REPO,
  startProductionSite,
  type ProductionSite,
} from '../support/productionSite';

/**
 * Issue 51: a backup taken with `npm run backup` while visitors keep sending the contact form,
 * restored with `npm run restore` into an empty data folder and a site folder holding only the
 * shell's build, serves the same site: pages, items, the picture and the PDF, and every lead
 * acknowledged before the backup began. Then an edited archive is refused.
 */
const API = '/api-official-web';
// The sites run with a fixed captcha and believe X-Forwarded-For (one hop): each lead comes from
// an address of its own, so the per-address limit never slows the writer down.
const TEST_SETTINGS = { NODE_ENV: 'test', CAPTCHA_FIXED: '1234', TRUST_PROXY: '1' };

/** A request to the site's console origin (Node does not resolve *.localhost: 127.0.0.1 with its Host). */
function consoleCall(
  site: ProductionSite,
  method: string,
  url: string,
  body?: Buffer,
  type?: string,
): Promise<{ status: number; body: Buffer }> {
  return new Promise((resolve, reject) => {
    const request = http.request(
      {
        host: '127.0.0.1',
        port: site.port,
        method,
        path: url,
        headers: {
          host: `admin.localhost:${site.port}`,
          authorization: `Bearer ${PRODUCTION_ADMIN_TOKEN}`,
          ...(type ? { 'content-type': type } : {}),
        },
      },
      (response) => {
        const parts: Buffer[] = [];
        response.on('data', (chunk: Buffer) => parts.push(chunk));
        response.on('end', () => resolve({ status: response.statusCode ?? 0, body: Buffer.concat(parts) }));
      },
    );
    request.on('error', reject);
    request.end(body);
  });
}
/** The answer's data, once its status is the one expected (else the answer, to see why). */
async function json(
  call: Promise<{ status: number; body: Buffer }>,
  status = 200,
): Promise<{ data: Record<string, unknown> }> {
  const answer = await call;
  expect(answer.status, answer.body.toString().slice(0, 300)).toBe(status);
  return JSON.parse(answer.body.toString()) as { data: Record<string, unknown> };
}

function run(
  script: string,
  args: string[],
  env: Record<string, string> = {},
): Promise<{ code: number; output: string }> {
  return new Promise((resolve) => {
    const child = spawn(
      process.execPath,
      [path.join(REPO, 'node_modules/tsx/dist/cli.mjs'), path.join(REPO, script), ...args],
      { cwd: REPO, env: { ...process.env, ...env } },
    );
    let output = '';
    child.stdout.on('data', (chunk) => (output += String(chunk)));
    child.stderr.on('data', (chunk) => (output += String(chunk)));
    child.on('exit', (code) => resolve({ code: code ?? 1, output }));
  });
}

async function postLead(site: ProductionSite, n: number): Promise<boolean> {
  const captcha = (await (
    await fetch(`${site.base}${API}/captcha`, { headers: { 'x-forwarded-for': `10.51.${n >> 8}.${n & 255}` } })
  ).json()) as { data: { captchaId: string } };
  const body = new URLSearchParams({
    companyName: 'Backup drill',
    name: 'Visitor',
    position: 'Analyst',
    telephone: '13812345678',
    email: `visitor${n}@example.com`,
    type: 'domesticMedia',
    content: `Lead ${n} of the backup drill`,
    captchaId: captcha.data.captchaId,
    captchaCode: '1234',
    consent: 'on',
    lang: 'en',
  });
  const response = await fetch(`${site.base}${API}/clueManage/save`, {
    method: 'POST',
    body,
    headers: { 'x-forwarded-for': `10.51.${n >> 8}.${n & 255}` },
  });
  return response.status === 200;
}

/** What a visitor reads in the page's main part. */
async function mainText(page: Page, url: string): Promise<string> {
  await page.goto(url);
  return page.locator('main').innerText();
}

test('a backup taken while leads are written restores into an empty data folder and serves the same site', async ({
  browser,
}) => {
  test.setTimeout(300_000);
  const original = await startProductionSite(TEST_SETTINGS);
  const restoredFolder = newProductionFolder({ releases: false });
  let restored: ProductionSite | undefined;
  try {
    const picture = await json(
      consoleCall(
        original,
        'POST',
        `${API}/admin/pictures?fileName=backup-drill.png`,
        gradientPng(800, 450),
        'image/png',
      ),
      201,
    );
    const pdf = Buffer.from('%PDF-1.4\n% a report of the backup drill\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');
    const document = await json(
      consoleCall(original, 'POST', `${API}/admin/documents?fileName=drill.pdf`, pdf, 'application/pdf'),
      201,
    );

    // Visitors keep writing while the backup runs; each acknowledged lead is noted with when.
    const acknowledged: { n: number; at: number }[] = [];
    let writing = true;
    const writer = (async () => {
      for (let n = 1; writing; n += 1) if (await postLead(original, n)) acknowledged.push({ n, at: Date.now() });
    })();
    await new Promise((resolve) => setTimeout(resolve, 1500));
    const archive = path.join(original.work, 'drill.tar.gz');
    const began = Date.now();
    const backup = await run(
      'server/src/cli/backup.ts',
      ['--site', `http://admin.localhost:${original.port}`, '--out', archive],
      { ADMIN_TOKEN: PRODUCTION_ADMIN_TOKEN },
    );
    expect(backup.code, backup.output).toBe(0);
    expect(backup.output).toMatch(/drill\.tar\.gz: [\d.]+ MB, schema level \d+/);
    await new Promise((resolve) => setTimeout(resolve, 1000));
    writing = false;
    await writer;
    const before = acknowledged.filter((lead) => lead.at < began).map((lead) => `Lead ${lead.n} of the backup drill`);
    expect(before.length).toBeGreaterThan(0);
    expect(acknowledged.length).toBeGreaterThan(before.length);

    const restore = await run(
      'server/src/cli/restore.ts',
      ['--in', archive, '--data', path.join(restoredFolder, 'data'), '--site-dir', path.join(restoredFolder, 'site')],
      { DATABASE_URL: '' },
    );
    expect(restore.code, restore.output).toBe(0);
    restored = await startProductionSite(TEST_SETTINGS, { work: restoredFolder });

    // Every lead acknowledged before the backup began is there, with its id.
    const leadsOf = async (site: ProductionSite) =>
      (
        (await json(consoleCall(site, 'GET', `${API}/admin/clues?pageSize=500`))).data.list as {
          id: number;
          content: string;
        }[]
      ).filter((lead) => lead.content.endsWith('backup drill'));
    const restoredLeads = await leadsOf(restored);
    const originalLeads = await leadsOf(original);
    for (const content of before)
      expect(restoredLeads.find((lead) => lead.content === content)?.id).toBe(
        originalLeads.find((lead) => lead.content === content)?.id,
      );

    // The same items, the same picture and PDF bytes, the same release registry.
    for (const list of [
      `${API}/media/findPage/1/10?lang=en`,
      `${API}/financialReport/findPage/1/10?lang=zh`,
      `${API}/investorCalendar/findPage/1/10?lang=hk`,
    ]) {
      const [a, b] = await Promise.all(
        [original, restored].map((site) =>
          fetch(`${site.base}${list}`).then(async (r) => `${r.status} ${await r.text()}`),
        ),
      );
      expect(a).toMatch(/^200 /);
      expect(b).toBe(a);
    }
    const picturePath = String(picture.data.path);
    const pictureBytes = await Promise.all(
      [original, restored].map((site) => consoleCall(site, 'GET', `${picturePath}/480.webp`)),
    );
    expect(pictureBytes[0]!.status).toBe(200);
    expect(pictureBytes[1]!.status).toBe(200);
    expect(pictureBytes[1]!.body.equals(pictureBytes[0]!.body)).toBe(true);
    // The public address answers only while a live item uses the PDF; staff read it at /admin/documents/file.
    const pdfPath = String(document.data.url).replace(`${API}/documents/`, `${API}/admin/documents/file/`);
    const pdfs = await Promise.all([original, restored].map((site) => consoleCall(site, 'GET', pdfPath)));
    expect(pdfs[0]!.status, pdfs[0]!.body.toString().slice(0, 200)).toBe(200);
    expect(pdfs[1]!.status, pdfs[1]!.body.toString().slice(0, 200)).toBe(200);
    expect(pdfs[1]!.body.equals(pdf)).toBe(true);
    expect(fs.readFileSync(path.join(restoredFolder, 'site', 'remotes.json'), 'utf8')).toBe(
      fs.readFileSync(path.join(original.siteDir, 'remotes.json'), 'utf8'),
    );

    // And a visitor reads the same pages, as the server draws them: with scripts off, so a part
    // that one page has hydrated (the alert form's "another code" button) and the other not yet
    // cannot tell them apart.
    const page = await browser.newPage({ javaScriptEnabled: false });
    for (const url of ['/en', '/en/investor', '/hk/media', '/faq']) {
      expect(await mainText(page, `${restored.base}${url}`), url).toBe(await mainText(page, `${original.base}${url}`));
    }
    await page.close();

    // An archive changed after the backup is refused, and the restored data stays as it was.
    const tampered = path.join(original.work, 'tampered.tar.gz');
    const bytes = fs.readFileSync(archive);
    const at = bytes.length - 40;
    bytes.writeUInt8(bytes.readUInt8(at) ^ 0xff, at);
    fs.writeFileSync(tampered, bytes);
    await restored.stop().catch(() => undefined);
    restored = undefined;
    const refused = await run(
      'server/src/cli/restore.ts',
      [
        '--in',
        tampered,
        '--data',
        path.join(original.work, 'never'),
        '--site-dir',
        path.join(original.work, 'never-site'),
      ],
      { DATABASE_URL: '' },
    );
    expect(refused.code).toBe(1);
    // Which refusal depends on what the changed byte does to the gzip stream: most often it stops
    // being readable, but it may still inflate, into other bytes of the last entries (the manifest
    // among them), before the stream's own checksum at its end is reached.
    expect(refused.output).toMatch(
      /restore failed: (not a readable backup archive|.* does not match its checksum|the archive ends before its manifest|manifest\.json is not valid JSON)/,
    );
    expect(fs.existsSync(path.join(original.work, 'never'))).toBe(false);
  } finally {
    await restored?.stop();
    await original.stop();
    fs.rmSync(restoredFolder, { recursive: true, force: true });
  }
});
