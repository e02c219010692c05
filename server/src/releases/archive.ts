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
  /**
   * Unpacked bytes shared by every upload under way that names the same budget (the site gives
   * each team one): parallel uploads cannot multiply the limit. Default: one of its own.
   */
  budget?: UnpackBudget;
}

/**
 * Bytes of tar (gunzip's output) that uploads under way may unpack together. Each upload takes
 * its bytes as gunzip delivers them and gives them all back when it ends, however it ends.
 */
export class UnpackBudget {
  used = 0;
  constructor(readonly bytes: number) {}

  /** Takes `count` bytes, or nothing and false when that would pass the budget. */
  take(count: number): boolean {
    if (this.used + count > this.bytes) return false;
    this.used += count;
    return true;
  }

  give(count: number): void {
    this.used = Math.max(0, this.used - count);
  }
}

/**
 * Gunzip's output allowed for `maxUnpackedBytes` of files: the files plus what tar adds around
 * them (a header block and up to a block of padding per entry, and the closing blocks).
 */
export const tarBytesFor = (limits: Pick<ArchiveLimits, 'maxEntries' | 'maxUnpackedBytes'>): number =>
  limits.maxUnpackedBytes + (limits.maxEntries + 2) * 1024;

export const DEFAULT_ARCHIVE_LIMITS: ArchiveLimits = {
  maxArchiveBytes: 50 * 1024 * 1024,
  maxEntries: 5000,
  maxUnpackedBytes: 250 * 1024 * 1024,
};

/**
 * A path inside the version folder, or the reason it is not one. Absolute paths, `..`, backslashes
 * and control characters are refused rather than rewritten: an archive that has them was not made
 * by the release tool.
 */
export function safeEntryPath(raw: string): string | Error {
  const trimmed = raw.replace(/^(\.\/)+/, '').replace(/\/+$/, '');
  // eslint-disable-next-line no-control-regex
  if (/[\u0000-\u001f\u007f\\]/.test(raw))
    return new Error(`${JSON.stringify(raw)} has a backslash or a control character`);
  if (raw.startsWith('/') || /^[a-zA-Z]:/.test(raw)) return new Error(`${JSON.stringify(raw)} is an absolute path`);
  const segments = trimmed.split('/');
  if (segments.some((segment) => segment === '..'))
    return new Error(`${JSON.stringify(raw)} leaves the version folder`);
  if (trimmed !== '' && trimmed !== '.' && segments.some((segment) => segment === '' || segment === '.'))
    return new Error(`${JSON.stringify(raw)} is not a plain path`);
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
 * passes `maxArchiveBytes` or its content passes an entry or size limit. Sizes are counted on
 * gunzip's output, not on the files tar hands over: tar skips some entries without a word (types
 * it does not know, oversized meta entries), and their bytes are decompressed all the same. Any
 * entry tar skips, and any warning of it, refuses the archive. On a refusal the rest of
 * `source` is read and discarded (so the answer reaches the client) and what was written stays in
 * `dir` for the caller to delete.
 */
export function unpackArchive(
  source: Readable,
  dir: string,
  limits: ArchiveLimits = DEFAULT_ARCHIVE_LIMITS,
): Promise<Unpacked> {
  return new Promise((resolve, reject) => {
    fs.mkdirSync(dir, { recursive: false });
    const names = new Set<string>();
    const writing = new Set<fs.WriteStream>();
    const written: Promise<void>[] = [];
    let entries = 0;
    let bytes = 0;
    let received = 0;
    /** Gunzip's output so far, and the part of it still taken from the budget. */
    let total = 0;
    let inflated = 0;
    let first = true;
    const budget = limits.budget ?? new UnpackBudget(tarBytesFor(limits));
    const tooBig = () =>
      new ReleaseRejected(`the archive unpacks to more than ${Math.round(limits.maxUnpackedBytes / 1048576)} MB`, 413);
    let failed: Error | undefined;
    let settled = false;

    const gunzip = zlib.createGunzip({ chunkSize: 64 * 1024 });
    const parser = new Parser({ strict: true, zstd: false, onReadEntry: (entry: ReadEntry) => readEntry(entry) });
    // Entries tar drops before onReadEntry (unknown types, meta entries over its own limit): their
    // bytes would be inflated and thrown away unseen, so such an archive is refused at once.
    parser.on('ignoredEntry', (entry: ReadEntry) =>
      fail(
        new ReleaseRejected(`refused: ${JSON.stringify(entry.path)} is a ${entry.type}, not a plain file or folder`),
      ),
    );
    parser.on('warn', (code: string, message: string) =>
      fail(new ReleaseRejected(`not a readable release archive (tar.gz): ${code} ${message}`)),
    );

    const giveBack = () => {
      budget.give(inflated);
      inflated = 0;
    };
    const fail = (error: Error) => {
      if (failed) return;
      failed = error;
      // Nothing more is inflated: another upload of the team may go on at once.
      giveBack();
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
      giveBack();
      if (failed) reject(failed);
      else if (names.size === 0) reject(new ReleaseRejected('the archive holds no files'));
      else resolve({ files: names.size, bytes });
    };
    const unreadable = (error: Error) =>
      fail(new ReleaseRejected(`not a readable release archive (tar.gz): ${error.message}`));

    function readEntry(entry: ReadEntry): void {
      entries += 1;
      const name = safeEntryPath(entry.path);
      if (failed) return void entry.resume();
      if (entries > limits.maxEntries)
        return void (
          fail(new ReleaseRejected(`the archive has more than ${limits.maxEntries} entries`, 413)),
          entry.resume()
        );
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
        return void (
          fail(
            error instanceof ReleaseRejected
              ? error
              : new ReleaseRejected(`refused: ${JSON.stringify(name)} clashes with another entry`),
          ),
          entry.resume()
        );
      }
      writing.add(out);
      written.push(
        new Promise<void>((done) => {
          out.on('close', () => {
            writing.delete(out);
            done();
          });
          out.on('error', () =>
            fail(new ReleaseRejected(`refused: ${JSON.stringify(name)} clashes with another entry`)),
          );
        }),
      );
      out.on('drain', () => entry.resume());
      entry.on('data', (chunk: Buffer) => {
        if (failed) return;
        bytes += chunk.length;
        if (bytes > limits.maxUnpackedBytes) fail(tooBig());
        else if (!out.write(chunk)) entry.pause();
      });
      entry.on('end', () => out.end());
    }

    source.on('data', (chunk: Buffer) => {
      received += chunk.length;
      if (received > limits.maxArchiveBytes)
        fail(
          new ReleaseRejected(
            `the archive is larger than the site accepts (${Math.round(limits.maxArchiveBytes / 1048576)} MB, RELEASE_MAX_MB)`,
            413,
          ),
        );
    });
    source.on('error', () => fail(new ReleaseRejected('the upload was cut off before the archive ended')));
    source.on('aborted', () => fail(new ReleaseRejected('the upload was cut off before the archive ended')));
    gunzip.on('error', unreadable);
    gunzip.on('data', (chunk: Buffer) => {
      if (failed) return;
      if (!budget.take(chunk.length)) return fail(tooBig());
      inflated += chunk.length;
      // What tar adds around the entries seen so far: a header and up to a block of padding each, the end blocks.
      if (total + chunk.length > limits.maxUnpackedBytes + (entries + 2) * 1024) return fail(tooBig());
      total += chunk.length;
      // tar's parser would gunzip a second layer itself, on this thread and without our limits.
      if (first && GZIP_MAGIC.every((byte, i) => chunk[i] === byte))
        return fail(
          new ReleaseRejected('refused: the archive holds another compressed archive, not a tar of the version folder'),
        );
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
  if (!target.startsWith(dir + path.sep))
    throw new ReleaseRejected(`refused: ${JSON.stringify(name)} leaves the version folder`);
  return target;
}

function mkdirInside(dir: string, name: string): void {
  fs.mkdirSync(pathInside(dir, name), { recursive: true });
}
