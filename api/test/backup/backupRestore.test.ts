import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createGunzip, gzipSync } from 'node:zlib';
import tar from 'tar-stream';
import { restoreArchive } from '../../src/backup/restoreSite';
import { buildApp } from '../../src/app';
import { CODE_MIGRATION_LEVEL } from '../../src/db/migrate';
import {
  API,
  ADMIN_TOKEN,
  adminHeaders,
  form,
  newCaptchaId,
  startTestApp,
  validLead,
  type TestApp,
} from '../helpers/testApp';
import { createPostgresDatabase, DATABASE_TARGETS, type TestDatabase } from '../helpers/testDatabases';

const tmp = () => fs.mkdtempSync(path.join(os.tmpdir(), 'azi-backup-test-'));

/** The entries of a gzipped tar, in order, as buffers. */
async function entriesOf(file: string): Promise<{ name: string; data: Buffer }[]> {
  const extract = tar.extract();
  fs.createReadStream(file).pipe(createGunzip()).pipe(extract);
  const entries: { name: string; data: Buffer }[] = [];
  for await (const entry of extract) {
    const parts: Buffer[] = [];
    for await (const chunk of entry) parts.push(chunk as Buffer);
    entries.push({ name: entry.header.name, data: Buffer.concat(parts) });
  }
  return entries;
}

async function packed(entries: { name: string; data: Buffer }[]): Promise<Buffer> {
  const pack = tar.pack();
  for (const entry of entries) pack.entry({ name: entry.name }, entry.data);
  pack.finalize();
  const parts: Buffer[] = [];
  for await (const chunk of pack) parts.push(chunk as Buffer);
  return gzipSync(Buffer.concat(parts));
}

describe.each(DATABASE_TARGETS)('a backup of the API on %s', (target) => {
  let t: TestApp;
  let archive: string;
  let siteDir: string;
  let pdfUrl: string;
  const PDF = Buffer.from(
    '%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%% an annual report kept by the backup\n%%EOF\n',
  );
  const work = tmp();
  const leads = async (app = t.app) =>
    (await app.inject({ method: 'GET', url: `${API}/admin/clues?pageSize=500`, headers: adminHeaders })).json().data;
  const saveLead = (app: TestApp['app'], body: Record<string, string>) =>
    app.inject({ method: 'POST', url: `${API}/clueManage/save`, remoteAddress: '10.9.0.1', ...form(body) });

  beforeAll(async () => {
    t = await startTestApp(target, {
      backupFiles: {
        list: async () => [
          {
            name: 'remotes.json',
            data: Buffer.from('{"mfe_media":"/remotes/mfe_media/2026.11.28-1/mf-manifest.json"}\n'),
          },
          { name: 'remotes/mfe_media/2026.11.28-1/remoteEntry.js', data: Buffer.from('/* a release file */') },
        ],
      },
    });
    const upload = await t.app.inject({
      method: 'POST',
      url: `${API}/admin/documents?fileName=annual.pdf`,
      headers: { ...adminHeaders, 'content-type': 'application/pdf' },
      payload: PDF,
    });
    expect(upload.statusCode).toBe(201);
    pdfUrl = String(upload.json().data.url).replace(`${API}/documents/`, `${API}/admin/documents/file/`);
    for (const content of ['Before the backup, one', 'Before the backup, two']) {
      expect((await saveLead(t.app, { ...validLead(await newCaptchaId(t.app)), content })).statusCode).toBe(200);
    }
    const response = await t.app.inject({ method: 'GET', url: `${API}/admin/backup`, headers: adminHeaders });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/gzip');
    archive = path.join(work, 'site.tar.gz');
    fs.writeFileSync(archive, response.rawPayload);
    siteDir = path.join(work, 'site');
  });
  afterAll(async () => {
    await t.close();
    fs.rmSync(work, { recursive: true, force: true });
  });

  it('holds a header first, the manifest last, and a checksum for every other entry', async () => {
    const entries = await entriesOf(archive);
    expect(entries[0]!.name).toBe('header.json');
    expect(entries.at(-1)!.name).toBe('manifest.json');
    const manifest = JSON.parse(entries.at(-1)!.data.toString());
    expect(manifest.migrationLevel).toBe(CODE_MIGRATION_LEVEL);
    expect(Object.keys(manifest.entries).sort()).toEqual(
      entries
        .slice(1, -1)
        .map((entry) => entry.name)
        .sort(),
    );
    expect(manifest.tables.find((table: { name: string }) => table.name === 'clue').rows).toBe(2);
    // Sessions are never carried: a restored site signs everyone out.
    expect(manifest.tables.map((table: { name: string }) => table.name)).not.toContain('console_session');
  });

  it('records the run for the console: the last success with its size', async () => {
    const status = (await t.app.inject({ method: 'GET', url: `${API}/admin/backups`, headers: adminHeaders })).json()
      .data;
    expect(status.lastSuccess).toMatchObject({ trigger: 'request', ok: true, bytes: fs.statSync(archive).size });
    expect(status.lastFailure).toBeNull();
  });

  it('restores into an empty data folder: the same leads with their ids, the release files, and new ids after the old ones', async () => {
    let restoredDb: TestDatabase | undefined;
    const dataDir = path.join(work, 'restored-pglite');
    if (target === 'postgres') restoredDb = await createPostgresDatabase();
    try {
      const summary = await restoreArchive(archive, { databaseUrl: restoredDb?.options.databaseUrl, dataDir, siteDir });
      expect(summary.files).toBe(2);
      expect(fs.readFileSync(path.join(siteDir, 'remotes/mfe_media/2026.11.28-1/remoteEntry.js'), 'utf8')).toBe(
        '/* a release file */',
      );
      const restored = await buildApp({
        ...(restoredDb ? restoredDb.options : { dataDir }),
        adminToken: ADMIN_TOKEN,
        captchaFixed: 'k7m2',
        nodeEnv: 'test',
        leadLimitPerMinute: 10_000,
        stockGatewayUrl: '',
        stockAppCode: '',
      });
      try {
        const before = await leads();
        const after = await leads(restored);
        expect(after.list).toEqual(before.list);
        const news = (app: TestApp['app']) => app.inject({ method: 'GET', url: `${API}/media/findPage/1/5?lang=en` });
        const original = await news(t.app);
        expect(original.statusCode).toBe(200);
        expect((await news(restored)).body).toBe(original.body);
        // A PDF's bytes are read after the snapshot's transaction (databaseSnapshot.ts): still the same.
        const pdf = await restored.inject({ method: 'GET', url: pdfUrl, headers: adminHeaders });
        expect(pdf.statusCode).toBe(200);
        expect(pdf.rawPayload.equals(PDF)).toBe(true);
        expect(
          (await saveLead(restored, { ...validLead(await newCaptchaId(restored)), content: 'After the restore' }))
            .statusCode,
        ).toBe(200);
        const newest = (await leads(restored)).list[0];
        expect(newest.content).toBe('After the restore');
        expect(newest.id).toBeGreaterThan(Math.max(...before.list.map((lead: { id: number }) => lead.id)));
      } finally {
        await restored.close();
      }
    } finally {
      await restoredDb?.drop();
    }
  });

  it('refuses an archive whose entry was changed, and replaces nothing', async () => {
    const entries = await entriesOf(archive);
    const chunk = entries.find((entry) => entry.name.startsWith('db/clue/'))!;
    chunk.data = Buffer.from(chunk.data.toString().replace('Before the backup, one', 'Before the backup, 0ne'));
    const tampered = path.join(work, 'tampered.tar.gz');
    fs.writeFileSync(tampered, await packed(entries));
    const dataDir = path.join(work, 'never-written');
    await expect(restoreArchive(tampered, { dataDir, siteDir: path.join(work, 'site-untouched') })).rejects.toThrow(
      /db\/clue\/000001\.jsonl does not match its checksum/,
    );
    expect(fs.existsSync(dataDir)).toBe(false);
    expect(fs.existsSync(path.join(work, 'site-untouched'))).toBe(false);
  });

  it('refuses an archive cut short, and one from a newer schema than the code', async () => {
    const whole = fs.readFileSync(archive);
    const cut = path.join(work, 'cut.tar.gz');
    fs.writeFileSync(cut, whole.subarray(0, Math.floor(whole.byteLength / 2)));
    await expect(restoreArchive(cut, { dataDir: path.join(work, 'x'), siteDir: path.join(work, 'y') })).rejects.toThrow(
      /not a readable backup archive|cut short/,
    );

    const entries = await entriesOf(archive);
    for (const entry of [entries[0]!, entries.at(-1)!]) {
      const json = JSON.parse(entry.data.toString());
      entry.data = Buffer.from(JSON.stringify({ ...json, migrationLevel: CODE_MIGRATION_LEVEL + 1 }));
    }
    const newer = path.join(work, 'newer.tar.gz');
    fs.writeFileSync(newer, await packed(entries));
    await expect(
      restoreArchive(newer, { dataDir: path.join(work, 'x'), siteDir: path.join(work, 'y') }),
    ).rejects.toThrow(
      new RegExp(`schema level ${CODE_MIGRATION_LEVEL + 1}, newer than this code's ${CODE_MIGRATION_LEVEL}`),
    );
  });

  it('is refused without the admin token or an admin session', async () => {
    expect((await t.app.inject({ method: 'GET', url: `${API}/admin/backup` })).statusCode).toBe(401);
    expect(
      (
        await t.app.inject({
          method: 'GET',
          url: `${API}/admin/backup`,
          headers: { authorization: 'Bearer wrong-token-0123456789' },
        })
      ).statusCode,
    ).toBe(401);
  });
});
