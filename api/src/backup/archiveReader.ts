/**
 * Reads a backup archive entry by entry, and checks one whole before anything is restored from it:
 * the header first (its format, and a schema level this code knows, so a newer archive is refused
 * before the rest is read), then every entry's size and sha256 against the manifest that closes it.
 * An archive cut short, edited, or with an entry more or less than its manifest lists is refused.
 * Checksums say the archive is the one that was written, not who wrote it: keep archives where
 * only the operators can write.
 */
import { createHash } from 'node:crypto';
import { createReadStream } from 'node:fs';
import type { Readable } from 'node:stream';
import { createGunzip } from 'node:zlib';
import tar from 'tar-stream';
import {
  ARCHIVE_FORMAT,
  ARCHIVE_FORMAT_VERSION,
  ArchiveRefused,
  DB_PREFIX,
  HEADER_ENTRY,
  MANIFEST_ENTRY,
  safeEntryName,
  type ArchiveHeader,
  type ArchiveManifest,
  type EntrySum,
} from './archiveFormat';

const HEADER_MAX_BYTES = 64 * 1024;
const MANIFEST_MAX_BYTES = 64 * 1024 * 1024;

/** Calls `onEntry` for each entry in order; the entry's stream must be read (or resumed) before the next. */
export async function forEachEntry(
  file: string,
  onEntry: (name: string, type: string, stream: Readable) => Promise<void>,
): Promise<void> {
  const source = createReadStream(file);
  const extract = tar.extract();
  const gunzip = createGunzip();
  source.on('error', (error) => extract.destroy(error));
  gunzip.on('error', (error) =>
    extract.destroy(new ArchiveRefused(`not a readable backup archive (gzip: ${error.message})`)),
  );
  source.pipe(gunzip).pipe(extract);
  try {
    for await (const entry of extract)
      await onEntry(entry.header.name, entry.header.type ?? 'file', entry as unknown as Readable);
  } catch (error) {
    if (error instanceof ArchiveRefused) throw error;
    const code = (error as NodeJS.ErrnoException).code;
    if (code === 'ENOENT' || code === 'EACCES' || code === 'EISDIR')
      throw new ArchiveRefused(`cannot read ${file}: ${(error as Error).message}`);
    throw new ArchiveRefused(`not a readable backup archive (${(error as Error).message})`);
  } finally {
    source.destroy();
  }
}

export async function readAll(stream: Readable, limit: number, name: string): Promise<Buffer> {
  const parts: Buffer[] = [];
  let size = 0;
  for await (const chunk of stream as AsyncIterable<Buffer>) {
    size += chunk.byteLength;
    if (size > limit) throw new ArchiveRefused(`${name} is larger than a backup's ${name} can be (${limit} bytes)`);
    parts.push(chunk);
  }
  return Buffer.concat(parts);
}

async function sumOf(stream: Readable): Promise<EntrySum> {
  const hash = createHash('sha256');
  let bytes = 0;
  for await (const chunk of stream as AsyncIterable<Buffer>) {
    hash.update(chunk);
    bytes += chunk.byteLength;
  }
  return { bytes, sha256: hash.digest('hex') };
}

function parseJson<T>(data: Buffer, name: string): T {
  try {
    return JSON.parse(data.toString('utf8')) as T;
  } catch {
    throw new ArchiveRefused(`${name} is not valid JSON`);
  }
}

function checkHeader(header: ArchiveHeader, codeLevel: number): void {
  if (header?.format !== ARCHIVE_FORMAT)
    throw new ArchiveRefused('not a backup of this site (its header names another format)');
  if (header.formatVersion !== ARCHIVE_FORMAT_VERSION)
    throw new ArchiveRefused(
      `archive format version ${header.formatVersion} is not the one this code reads (${ARCHIVE_FORMAT_VERSION})`,
    );
  if (!Number.isInteger(header.migrationLevel) || header.migrationLevel < 1)
    throw new ArchiveRefused('the header has no valid schema level');
  if (header.migrationLevel > codeLevel) {
    throw new ArchiveRefused(
      `the archive was taken at schema level ${header.migrationLevel}, newer than this code's ${codeLevel}: restore it with the version of the site that made it, or a newer one`,
    );
  }
}

function checkManifest(manifest: ArchiveManifest, header: ArchiveHeader, seen: Map<string, EntrySum>): void {
  for (const key of ['format', 'formatVersion', 'createdAt', 'migrationLevel', 'database'] as const) {
    if (manifest[key] !== header[key]) throw new ArchiveRefused(`the manifest's ${key} differs from the header's`);
  }
  const listed = manifest.entries && typeof manifest.entries === 'object' ? manifest.entries : {};
  for (const [name, sum] of seen) {
    const expected = listed[name];
    if (!expected) throw new ArchiveRefused(`${name} is in the archive but not in its manifest`);
    if (expected.bytes !== sum.bytes || expected.sha256 !== sum.sha256)
      throw new ArchiveRefused(
        `${name} does not match its checksum in the manifest: the archive was changed or damaged`,
      );
  }
  for (const name of Object.keys(listed))
    if (!seen.has(name)) throw new ArchiveRefused(`${name} is in the manifest but missing from the archive`);
  if (!Array.isArray(manifest.tables) || !Array.isArray(manifest.sequences))
    throw new ArchiveRefused('the manifest lists no tables');
  const chunks = new Set<string>();
  for (const table of manifest.tables) {
    if (!Array.isArray(table.chunks) || !Array.isArray(table.columns) || !Number.isInteger(table.rows))
      throw new ArchiveRefused(`the manifest's table ${String(table.name)} is malformed`);
    for (const chunk of table.chunks) {
      if (!chunk.startsWith(`${DB_PREFIX}${table.name}/`) || !seen.has(chunk))
        throw new ArchiveRefused(`the manifest's table ${table.name} names a chunk it does not hold: ${chunk}`);
      chunks.add(chunk);
    }
  }
  for (const name of seen.keys())
    if (name.startsWith(DB_PREFIX) && !chunks.has(name))
      throw new ArchiveRefused(`${name} belongs to no table of the manifest`);
}

/** Reads the whole archive once; resolves with its manifest when every check passes. */
export async function verifyArchive(file: string, codeLevel: number): Promise<ArchiveManifest> {
  let header: ArchiveHeader | undefined;
  let manifest: ArchiveManifest | undefined;
  const seen = new Map<string, EntrySum>();
  await forEachEntry(file, async (name, type, stream) => {
    if (manifest) throw new ArchiveRefused(`${name} follows the manifest, which must be the last entry`);
    if (type !== 'file') throw new ArchiveRefused(`${name} is a ${type}: a backup holds plain files only`);
    if (!safeEntryName(name)) throw new ArchiveRefused(`${JSON.stringify(name)} is not a safe entry name`);
    if (!header) {
      if (name !== HEADER_ENTRY)
        throw new ArchiveRefused(`the first entry is ${name}, not ${HEADER_ENTRY}: not a backup of this site`);
      header = parseJson<ArchiveHeader>(await readAll(stream, HEADER_MAX_BYTES, HEADER_ENTRY), HEADER_ENTRY);
      checkHeader(header, codeLevel);
      return;
    }
    if (name === MANIFEST_ENTRY) {
      manifest = parseJson<ArchiveManifest>(await readAll(stream, MANIFEST_MAX_BYTES, MANIFEST_ENTRY), MANIFEST_ENTRY);
      return;
    }
    if (seen.has(name) || name === HEADER_ENTRY) throw new ArchiveRefused(`${name} appears twice`);
    seen.set(name, await sumOf(stream));
  });
  if (!header) throw new ArchiveRefused('the archive is empty');
  if (!manifest) throw new ArchiveRefused('the archive ends before its manifest: it was cut short');
  checkManifest(manifest, header, seen);
  return manifest;
}
