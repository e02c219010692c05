/**
 * The leads as one CSV file, read page by page either from the database or from a running API
 * (its admin route), for the leads CLI. Pages are newest first, so a lead arriving during the
 * export pushes rows down one place: a row may come twice, never be skipped. Rows are written
 * once each, by id.
 */
import type { Writable } from 'node:stream';
import type { Queryable } from '../db/database';
import { listClues, type StoredClue } from './clueRepository';
import { CSV_BOM, cluesCsvHeader, cluesCsvRows } from './cluesCsv';

/** Page pageNo (from 1) of pageSize leads, newest first. */
export type LeadPageReader = (pageNo: number, pageSize: number) => Promise<StoredClue[]>;

/** The admin route's largest page. */
export const EXPORT_PAGE_SIZE = 500;

function write(out: Writable, text: string): Promise<void> {
  return new Promise((resolve, reject) => {
    out.write(text, (error) => (error ? reject(error) : resolve()));
  });
}

/** Writes BOM, header and every lead; returns how many leads were written. */
export async function writeLeadsCsv(readPage: LeadPageReader, out: Writable): Promise<number> {
  await write(out, CSV_BOM + cluesCsvHeader());
  const seen = new Set<number>();
  for (let pageNo = 1; ; pageNo++) {
    const page = await readPage(pageNo, EXPORT_PAGE_SIZE);
    const fresh = page.filter((clue) => !seen.has(clue.id));
    for (const clue of fresh) seen.add(clue.id);
    await write(out, cluesCsvRows(fresh));
    if (page.length < EXPORT_PAGE_SIZE) return seen.size;
  }
}

export function databasePages(db: Queryable, since?: string): LeadPageReader {
  return async (pageNo, pageSize) => (await listClues(db, { offset: (pageNo - 1) * pageSize, limit: pageSize, since })).list;
}

export class ServerExportError extends Error {}

/**
 * Pages from GET {apiUrl}/admin/clues of a running server. `apiUrl` is the API's base
 * (http://host:port/api-official-web); a bare origin gets the prefix added.
 */
export function serverPages(apiUrl: string, adminToken: string, since?: string): LeadPageReader {
  const base = /\/api-official-web\/?$/.test(apiUrl) ? apiUrl.replace(/\/$/, '') : `${apiUrl.replace(/\/$/, '')}/api-official-web`;
  return async (pageNo, pageSize) => {
    const query = new URLSearchParams({ pageNo: String(pageNo), pageSize: String(pageSize), ...(since ? { since } : {}) });
    const url = `${base}/admin/clues?${query}`;
    let response: Response;
    try {
      response = await fetch(url, { headers: { authorization: `Bearer ${adminToken}`, accept: 'application/json' }, signal: AbortSignal.timeout(30_000) });
    } catch (error) {
      throw new ServerExportError(`Could not reach the server at ${base}: ${error instanceof Error ? error.message : String(error)}`);
    }
    if (response.status === 401) throw new ServerExportError(`The server at ${base} refused ADMIN_TOKEN (401): use the server's own token.`);
    if (response.status === 404) throw new ServerExportError(`The server at ${base} has no admin routes (404): it was started without ADMIN_TOKEN.`);
    if (!response.ok) throw new ServerExportError(`The server at ${base} answered ${response.status} to ${url}.`);
    return ((await response.json()) as { data: { list: StoredClue[] } }).data.list;
  };
}
