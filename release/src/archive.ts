import fs from 'node:fs';
import path from 'node:path';
import type { Readable } from 'node:stream';
import zlib from 'node:zlib';
import { Parser, type ReadEntry } from 'tar';

/** An upload that must not go live, with the reason the uploader reads. */
export class ReleaseRejected extends Error {
  constructor(
    message: string,
    readonly status = 400,
  ) {
    super(message);
  }
}

export interface ArchiveLimits {
  /** The archive as sent (compressed): RELEASE_MAX_MB. */
  maxArchiveBytes: number;
  maxEntries: number;
  maxUnpackedBytes: number;
}

export const DEFAULT_ARCHIVE_LIMITS: ArchiveLimits = { maxArchiveBytes: 50 * 1024 * 1024, maxEntries: 5000, maxUnpackedBytes: 250 * 1024 * 1024 };

/**
 * A path inside the version folder, or the reason it is not one. Absolute paths, `..`, backslashes
 * and control characters are refused rather than rewritten: an archive that has them was not made
 * by the release tool.
 */
export function safeEntryPath(raw: string): string | Error {
  const trimmed = raw.replace(/^(\.\/)+/, '').replace(/\/+$/, '');
  // eslint-disable-next-line no-control-regex
  if (/[\u0000-\u001f\u007f\\]/.test(raw)) return new Error(`${JSON.stringify(raw)} has a backslash or a control character`);
  if (raw.startsWith('/') || /^[a-zA-Z]:/.test(raw)) return new Error(`${JSON.stringify(raw)} is an absolute path`);
  const segments = trimmed.split('/');
  if (segments.some((segment) => segment === '..')) return new Error(`${JSON.stringify(raw)} leaves the version folder`);
  if (trimmed !== '' && trimmed !== '.' && segments.some((segment) => segment === '' || segment === '.')) return new Error(`${JSON.stringify(raw)} is not a plain path`);
  return trimmed === '.' ? '' : trimmed;
}

export interface Unpacked {
  /** Plain files written. */
  files: number;
  /** Their bytes, unpacked. */
  bytes: number;
}

const GZIP_MAGIC = [0x1f, 0x8b];

/**
 * Unpacks a release archive (tar, gzip-compressed) from a stream into `dir` (which must not exist
 * yet), as the bytes arrive: nothing is held whole in memory, and gunzip runs off the event loop in
 * chunks of 64 KB. Refuses anything but plain files and folders, and stops the moment the archive
 * passes `maxArchiveBytes` or its content passes an entry or size limit. On a refusal the rest of
 * `source` is read and discarded (so the answer reaches the client) and what was written stays in
 * `dir` for the caller to delete.
 */
export function unpackArchive(source: Readable, dir: string, limits: ArchiveLimits = DEFAULT_ARCHIVE_LIMITS): Promise<Unpacked> {
  return new Promise((resolve, reject) => {
    fs.mkdirSync(dir, { recursive: false });
    const names = new Set<string>();
    const writing = new Set<fs.WriteStream>();
    const written: Promise<void>[] = [];
    let entries = 0;
    let bytes = 0;
    let received = 0;
    let first = true;
    let failed: Error | undefined;
    let settled = false;

    const gunzip = zlib.createGunzip({ chunkSize: 64 * 1024 });
    const parser = new Parser({ strict: true, zstd: false, onReadEntry: (entry: ReadEntry) => readEntry(entry) });

    const fail = (error: Error) => {
      if (failed) return;
      failed = error;
      source.unpipe(gunzip);
      // The rest of the body is read and dropped, so the refusal can still be answered.
      source.resume();
      gunzip.destroy();
      for (const out of writing) out.destroy();
      void Promise.allSettled(written).then(() => settle());
    };
    const settle = () => {
      if (settled) return;
      settled = true;
      if (failed) reject(failed);
      else if (names.size === 0) reject(new ReleaseRejected('the archive holds no files'));
      else resolve({ files: names.size, bytes });
    };
    const unreadable = (error: Error) => fail(new ReleaseRejected(`not a readable release archive (tar.gz): ${error.message}`));

    function readEntry(entry: ReadEntry): void {
      entries += 1;
      const name = safeEntryPath(entry.path);
      if (failed) return void entry.resume();
      if (entries > limits.maxEntries) return void (fail(new ReleaseRejected(`the archive has more than ${limits.maxEntries} entries`, 413)), entry.resume());
      if (name instanceof Error) return void (fail(new ReleaseRejected(`refused: ${name.message}`)), entry.resume());
      if (entry.type === 'Directory') {
        if (name !== '') mkdirInside(dir, name);
        return void entry.resume();
      }
      let problem: string | undefined;
      if (entry.type !== 'File' && entry.type !== 'OldFile' && entry.type !== 'ContiguousFile') {
        problem = `refused: ${JSON.stringify(entry.path)} is a ${entry.type}, not a plain file (links are not allowed)`;
      } else if (name === '') problem = 'refused: a file entry without a name';
      else if (names.has(name)) problem = `refused: ${JSON.stringify(name)} appears twice`;
      if (problem) return void (fail(new ReleaseRejected(problem)), entry.resume());
      names.add(name as string);
      let out: fs.WriteStream;
      try {
        const target = pathInside(dir, name as string);
        fs.mkdirSync(path.dirname(target), { recursive: true });
        out = fs.createWriteStream(target, { flags: 'wx', mode: 0o644 });
      } catch (error) {
        return void (fail(error instanceof ReleaseRejected ? error : new ReleaseRejected(`refused: ${JSON.stringify(name)} clashes with another entry`)), entry.resume());
      }
      writing.add(out);
      written.push(
        new Promise<void>((done) => {
          out.on('close', () => {
            writing.delete(out);
            done();
          });
          out.on('error', () => fail(new ReleaseRejected(`refused: ${JSON.stringify(name)} clashes with another entry`)));
        }),
      );
      out.on('drain', () => entry.resume());
      entry.on('data', (chunk: Buffer) => {
        if (failed) return;
        bytes += chunk.length;
        if (bytes > limits.maxUnpackedBytes) fail(new ReleaseRejected(`the archive unpacks to more than ${Math.round(limits.maxUnpackedBytes / 1048576)} MB`, 413));
        else if (!out.write(chunk)) entry.pause();
      });
      entry.on('end', () => out.end());
    }

    source.on('data', (chunk: Buffer) => {
      received += chunk.length;
      if (received > limits.maxArchiveBytes) fail(new ReleaseRejected(`the archive is larger than the site accepts (${Math.round(limits.maxArchiveBytes / 1048576)} MB, RELEASE_MAX_MB)`, 413));
    });
    source.on('error', () => fail(new ReleaseRejected('the upload was cut off before the archive ended')));
    source.on('aborted', () => fail(new ReleaseRejected('the upload was cut off before the archive ended')));
    gunzip.on('error', unreadable);
    gunzip.on('data', (chunk: Buffer) => {
      if (failed) return;
      // tar's parser would gunzip a second layer itself, on this thread and without our limits.
      if (first && GZIP_MAGIC.every((byte, i) => chunk[i] === byte)) return fail(new ReleaseRejected('refused: the archive holds another compressed archive, not a tar of the version folder'));
      first = false;
      if (!parser.write(chunk)) gunzip.pause();
    });
    parser.on('drain', () => gunzip.resume());
    gunzip.on('end', () => {
      if (!failed) parser.end();
    });
    parser.on('error', unreadable);
    parser.on('end', () => {
      if (!failed) void Promise.all(written).then(() => settle());
    });
    source.pipe(gunzip);
  });
}

/** `name` (already a safe entry path) under `dir`; safeEntryPath refused every way out, this is the last word on it. */
function pathInside(dir: string, name: string): string {
  const target = path.join(dir, name);
  if (!target.startsWith(dir + path.sep)) throw new ReleaseRejected(`refused: ${JSON.stringify(name)} leaves the version folder`);
  return target;
}

function mkdirInside(dir: string, name: string): void {
  fs.mkdirSync(pathInside(dir, name), { recursive: true });
}
