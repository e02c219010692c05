import fs from 'node:fs';
import path from 'node:path';
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
  maxEntries: number;
  maxUnpackedBytes: number;
}

export const DEFAULT_ARCHIVE_LIMITS: ArchiveLimits = { maxEntries: 5000, maxUnpackedBytes: 250 * 1024 * 1024 };

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

interface Unpacked {
  files: Map<string, Buffer>;
  directories: Set<string>;
}

/** Reads a release archive (tar, gzip-compressed) into memory, refusing anything but plain files and folders. */
export function readArchive(archive: Buffer, limits: ArchiveLimits = DEFAULT_ARCHIVE_LIMITS): Promise<Unpacked> {
  return new Promise((resolve, reject) => {
    const files = new Map<string, Buffer>();
    const directories = new Set<string>();
    let entries = 0;
    let bytes = 0;
    let failed: Error | undefined;
    const fail = (error: Error) => {
      failed ??= error;
    };
    const parser = new Parser({
      strict: true,
      onReadEntry: (entry: ReadEntry) => {
        entries += 1;
        const name = safeEntryPath(entry.path);
        if (entries > limits.maxEntries) fail(new ReleaseRejected(`the archive has more than ${limits.maxEntries} entries`, 413));
        else if (name instanceof Error) fail(new ReleaseRejected(`refused: ${name.message}`));
        else if (entry.type === 'Directory') {
          if (name !== '') directories.add(name);
        } else if (entry.type !== 'File' && entry.type !== 'OldFile' && entry.type !== 'ContiguousFile') {
          fail(new ReleaseRejected(`refused: ${JSON.stringify(entry.path)} is a ${entry.type}, not a plain file (links are not allowed)`));
        } else if (name === '') fail(new ReleaseRejected('refused: a file entry without a name'));
        else if (files.has(name)) fail(new ReleaseRejected(`refused: ${JSON.stringify(name)} appears twice`));
        else {
          const chunks: Buffer[] = [];
          entry.on('data', (chunk: Buffer) => {
            bytes += chunk.length;
            if (bytes > limits.maxUnpackedBytes) fail(new ReleaseRejected(`the archive unpacks to more than ${Math.round(limits.maxUnpackedBytes / 1048576)} MB`, 413));
            else if (!failed) chunks.push(chunk);
          });
          entry.on('end', () => {
            if (!failed) files.set(name, Buffer.concat(chunks));
          });
          return;
        }
        entry.resume();
      },
    });
    let settled = false;
    const settle = () => {
      if (settled) return;
      settled = true;
      if (failed) reject(failed);
      else if (files.size === 0) reject(new ReleaseRejected('the archive holds no files'));
      else resolve({ files, directories });
    };
    parser.on('error', (error: Error) => {
      fail(new ReleaseRejected(`not a readable release archive (tar.gz): ${error.message}`));
      settle();
    });
    parser.on('end', settle);
    parser.on('close', settle);
    parser.end(archive);
  });
}

/** Writes what readArchive returned under `dir` (which must not exist yet). */
export function writeUnpacked(dir: string, { files, directories }: Unpacked): void {
  fs.mkdirSync(dir, { recursive: true });
  for (const name of directories) fs.mkdirSync(path.join(dir, name), { recursive: true });
  for (const [name, content] of files) {
    const target = path.join(dir, name);
    // safeEntryPath already refused every way out; this is the last word on it.
    if (!target.startsWith(dir + path.sep)) throw new ReleaseRejected(`refused: ${JSON.stringify(name)} leaves the version folder`);
    fs.mkdirSync(path.dirname(target), { recursive: true });
    fs.writeFileSync(target, content, { mode: 0o644, flag: 'wx' });
  }
}
