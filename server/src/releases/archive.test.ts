import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import zlib from 'node:zlib';
import { Header } from 'tar';
import { DEFAULT_ARCHIVE_LIMITS, ReleaseRejected, UnpackBudget, unpackArchive, type ArchiveLimits } from './archive';

let work: string;
beforeEach(() => {
  work = fs.mkdtempSync(path.join(os.tmpdir(), 'azi-archive-'));
});
afterEach(() => fs.rmSync(work, { recursive: true, force: true }));

/** A tar of `files` (name -> content), gzip-compressed. */
function tarGz(files: Record<string, string | Buffer>): Buffer {
  const blocks: Buffer[] = [];
  for (const [name, content] of Object.entries(files)) {
    const body = Buffer.from(content);
    const header = new Header({ path: name, mode: 0o644, size: body.length, type: 'File', mtime: new Date(0) });
    header.encode();
    blocks.push(header.block!, body, Buffer.alloc((512 - (body.length % 512)) % 512));
  }
  blocks.push(Buffer.alloc(1024));
  return zlib.gzipSync(Buffer.concat(blocks));
}

let outputs = 0;
const unpack = (archive: Buffer, limits: Partial<ArchiveLimits> = {}) =>
  unpackArchive(Readable.from([archive]), path.join(work, `out${(outputs += 1)}`), {
    ...DEFAULT_ARCHIVE_LIMITS,
    ...limits,
  });

it('writes the files of a plain archive as it reads them', async () => {
  const result = await unpack(tarGz({ 'mf-manifest.json': '{}', 'ssr/module.js': 'exports.x = 1;' }));
  expect(result).toEqual({ files: 2, bytes: 16 });
  expect(fs.readFileSync(path.join(work, `out${outputs}`, 'ssr', 'module.js'), 'utf8')).toBe('exports.x = 1;');
});

it('stops at the entry limit', async () => {
  const many = Object.fromEntries(Array.from({ length: 60 }, (_, i) => [`f${i}.js`, '']));
  await expect(unpack(tarGz(many), { maxEntries: 50 })).rejects.toMatchObject({
    status: 413,
    message: 'the archive has more than 50 entries',
  });
});

it('stops at the unpacked-size limit', async () => {
  await expect(unpack(tarGz({ 'big.js': Buffer.alloc(300_000) }), { maxUnpackedBytes: 100_000 })).rejects.toMatchObject(
    { status: 413, message: expect.stringMatching(/unpacks to more than/) },
  );
});

it('stops at the archive-size limit and still reads the rest of the upload', async () => {
  const archive = zlib.gzipSync(Buffer.from(Array.from({ length: 20_000 }, (_, i) => i.toString(36)).join('')), {
    level: 0,
  });
  const source = Readable.from(
    Array.from({ length: Math.ceil(archive.length / 1000) }, (_, i) => archive.subarray(i * 1000, (i + 1) * 1000)),
  );
  const ended = new Promise((resolve) => source.on('end', resolve));
  await expect(
    unpackArchive(source, path.join(work, 'out'), { ...DEFAULT_ARCHIVE_LIMITS, maxArchiveBytes: 10_000 }),
  ).rejects.toMatchObject({
    status: 413,
    message: expect.stringMatching(/larger than the site accepts/),
  });
  await ended;
});

it('refuses an archive inside the archive (tar would gunzip it itself, on this thread, without limits)', async () => {
  await expect(unpack(zlib.gzipSync(tarGz({ 'a.js': 'x' })))).rejects.toThrow(/another compressed archive/);
});

it('refuses what is not gzip, and a gzip that is not tar', async () => {
  await expect(unpack(Buffer.from('not an archive'))).rejects.toBeInstanceOf(ReleaseRejected);
  await expect(unpack(zlib.gzipSync(Buffer.alloc(2048, 'x')))).rejects.toThrow(/not a readable release archive/);
});

it('refuses a name that appears twice', async () => {
  const one = tarGz({ 'a.js': 'x' });
  const tar = zlib.gunzipSync(one);
  const twice = zlib.gzipSync(Buffer.concat([tar.subarray(0, 1024), tar]));
  await expect(unpack(twice)).rejects.toThrow(/"a.js" appears twice/);
});

/** A tar entry whose header says `type` (a one-letter tar type flag) and `size`, followed by `body` (zeros when shorter). */
function rawEntry(name: string, typeFlag: string, size: number): Buffer {
  const header = new Header({ path: name, mode: 0o644, size, type: 'File', mtime: new Date(0) });
  header.encode();
  const block = Buffer.from(header.block!);
  block.write(typeFlag, 156, 'latin1');
  // The checksum counts its own eight bytes as spaces.
  block.fill(0x20, 148, 156);
  const sum = block.reduce((total, byte) => total + byte, 0);
  block.write(`${sum.toString(8).padStart(6, '0')}\0 `, 148, 'latin1');
  return block;
}

/** A tar.gz with a manifest and one entry of a type tar skips (`V`) holding `size` zeros. */
function archiveWithIgnoredEntry(size: number): Buffer {
  const manifest = zlib.gunzipSync(tarGz({ 'mf-manifest.json': '{}' }));
  const zeros = Buffer.alloc(size + ((512 - (size % 512)) % 512));
  return zlib.gzipSync(
    Buffer.concat([
      manifest.subarray(0, manifest.length - 1024),
      rawEntry('volume', 'V', size),
      zeros,
      Buffer.alloc(1024),
    ]),
  );
}

it('counts what gunzip puts out, so bytes tar reads past unseen cannot unpack past the limit', async () => {
  // Zeros after the archive's end: tar reads them and says nothing.
  const archive = zlib.gzipSync(
    Buffer.concat([zlib.gunzipSync(tarGz({ 'mf-manifest.json': '{}' })), Buffer.alloc(4 * 1024 * 1024)]),
  );
  await expect(unpack(archive, { maxUnpackedBytes: 100_000 })).rejects.toMatchObject({
    status: 413,
    message: expect.stringMatching(/unpacks to more than/),
  });
});

it('refuses an archive with an entry tar would skip (it would inflate it unseen), at its header', async () => {
  // The finding: 2 GiB of such an entry were inflated whole before any answer; here 16 MB, refused long before gunzip is through.
  const started = Date.now();
  await expect(unpack(archiveWithIgnoredEntry(16 * 1024 * 1024))).rejects.toMatchObject({
    status: 400,
    message: expect.stringMatching(/"volume".*not a plain file/),
  });
  expect(Date.now() - started).toBeLessThan(2000);
  await expect(unpack(archiveWithIgnoredEntry(10))).rejects.toMatchObject({
    status: 400,
    message: expect.stringMatching(/"volume".*not a plain file/),
  });
});

it('uploads under way at once share one budget: together they cannot unpack more than it', async () => {
  const budget = new UnpackBudget(500_000);
  const slowly = (archive: Buffer) =>
    Readable.from(
      (async function* () {
        for (let at = 0; at < archive.length; at += 512) {
          yield archive.subarray(at, at + 512);
          await new Promise((resolve) => setTimeout(resolve, 1));
        }
      })(),
    );
  const archive = zlib.gzipSync(zlib.gunzipSync(tarGz({ 'big.js': Buffer.alloc(300_000, 'a') })), { level: 1 });
  const results = await Promise.allSettled(
    [1, 2].map((n) =>
      unpackArchive(slowly(archive), path.join(work, `parallel${n}`), { ...DEFAULT_ARCHIVE_LIMITS, budget }),
    ),
  );
  expect(results.map((result) => result.status).sort()).toEqual(['fulfilled', 'rejected']);
  expect(budget.used).toBe(0);
  // Once both have finished, the budget is whole again.
  await expect(
    unpackArchive(Readable.from([archive]), path.join(work, 'after'), { ...DEFAULT_ARCHIVE_LIMITS, budget }),
  ).resolves.toMatchObject({ files: 1 });
});
