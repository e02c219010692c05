/**
 * The leads as one CSV file, read page by page either from the database or from a running API
 * (its admin route), for the leads CLI. Pages are newest first, so a lead arriving during the
 * export pushes rows down one place: a row may come twice, never be skipped. Rows are written
 * once each, by id.
 */
import http from 'node:http';
import https from 'node:https';
import type { Writable } from 'node:stream';
import type { Queryable } from '../db/database';
import type { LeadRecord } from '@azi/shared/api/schemas/console';
import { listLeads } from './leadRepository';
import { CSV_BOM, leadsCsvHeader, leadsCsvRows } from './leadsCsv';

/** Page pageNo (from 1) of pageSize leads, newest first. */
export type LeadPageReader = (pageNo: number, pageSize: number) => Promise<LeadRecord[]>;

/** The admin route's largest page. */
export const EXPORT_PAGE_SIZE = 500;

function write(out: Writable, text: string): Promise<void> {
  return new Promise((resolve, reject) => {
    out.write(text, (error) => (error ? reject(error) : resolve()));
  });
}

/** Writes BOM, header and every lead; returns how many leads were written. */
export async function writeLeadsCsv(readPage: LeadPageReader, out: Writable): Promise<number> {
  await write(out, CSV_BOM + leadsCsvHeader());
  const seen = new Set<number>();
  for (let pageNo = 1; ; pageNo++) {
    const page = await readPage(pageNo, EXPORT_PAGE_SIZE);
    const fresh = page.filter((lead) => !seen.has(lead.id));
    for (const lead of fresh) seen.add(lead.id);
    await write(out, leadsCsvRows(fresh));
    if (page.length < EXPORT_PAGE_SIZE) return seen.size;
  }
}

export function databasePages(db: Queryable, since?: string): LeadPageReader {
  return async (pageNo, pageSize) =>
    (await listLeads(db, { offset: (pageNo - 1) * pageSize, limit: pageSize, since })).list;
}

export class ServerExportError extends Error {}

/**
 * One GET with a Host header of our choosing (fetch drops a Host header without a word). A
 * `*.localhost` name is this machine, as browsers take it (Node's resolver may not know it): the
 * request goes to 127.0.0.1 with the name as its Host.
 */
function getText(
  url: URL,
  headers: Record<string, string>,
  timeoutMs: number,
): Promise<{ status: number; body: string }> {
  const local = /(?:^|\.)localhost$/i.test(url.hostname);
  const client = url.protocol === 'https:' ? https : http;
  return new Promise((resolve, reject) => {
    const request = client.request(
      url,
      {
        headers: { host: url.host, ...headers },
        ...(local ? { hostname: '127.0.0.1', servername: url.hostname } : {}),
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () =>
          resolve({ status: response.statusCode ?? 0, body: Buffer.concat(chunks).toString('utf8') }),
        );
        response.on('error', reject);
      },
    );
    request.setTimeout(timeoutMs, () => request.destroy(new Error(`no answer within ${timeoutMs / 1000} s`)));
    request.on('error', reject);
    request.end();
  });
}

/**
 * Pages from GET {apiUrl}/admin/clues of a running server. `apiUrl` is the API's base
 * (http://host:port/api-official-web); a bare origin gets the prefix added. The admin routes
 * answer only for the console's host (CONSOLE_URL): give its address (http://admin.localhost:8080),
 * or the server's own address and `adminHost`, the console's host to send as the Host header
 * (a server's lock file names it).
 */
export function serverPages(apiUrl: string, adminToken: string, since?: string, adminHost?: string): LeadPageReader {
  const base = /\/api-official-web\/?$/.test(apiUrl)
    ? apiUrl.replace(/\/$/, '')
    : `${apiUrl.replace(/\/$/, '')}/api-official-web`;
  return async (pageNo, pageSize) => {
    const query = new URLSearchParams({
      pageNo: String(pageNo),
      pageSize: String(pageSize),
      ...(since ? { since } : {}),
    });
    const url = `${base}/admin/clues?${query}`;
    let response: { status: number; body: string };
    try {
      const headers = {
        authorization: `Bearer ${adminToken}`,
        accept: 'application/json',
        ...(adminHost ? { host: adminHost } : {}),
      };
      response = await getText(new URL(url), headers, 30_000);
    } catch (error) {
      throw new ServerExportError(
        `Could not reach the server at ${base}: ${error instanceof Error ? error.message : String(error)}`,
      );
    }
    if (response.status === 401)
      throw new ServerExportError(`The server at ${base} refused ADMIN_TOKEN (401): use the server's own token.`);
    if (response.status === 404) {
      throw new ServerExportError(
        `The server at ${base} has no admin routes for this host (404): they answer only at the console's address (CONSOLE_URL), e.g. --url http://admin.localhost:8080.`,
      );
    }
    if (response.status < 200 || response.status > 299)
      throw new ServerExportError(`The server at ${base} answered ${response.status} to ${url}.`);
    return (JSON.parse(response.body) as { data: { list: LeadRecord[] } }).data.list;
  };
}
