/**
 * The search as the API's routes and its embedder (the site server) use it: the index kept up to
 * date, the per-address limit, and the header by which the site's own render calls are known.
 */
import { randomBytes } from 'node:crypto';
import type { DeclaredSearchEntry } from '@azi/shared/contract/searchText';
import type { Database } from '../db/database';
import { hitRateLimit, type RateDecision } from '../security/rateLimiter';
import { syncContentIndex, type SyncResult } from './contentSync';
import { indexedVersions, rebuildContentIndex, replacePageText } from './searchIndex';

/** What the site server is handed (ApiOptions.onSearch). */
export interface SiteSearchHandle {
  /** Puts a remote's declared text of a version in the index (entries empty and a problem: the file was refused). */
  replaceRemoteText(
    remote: string,
    version: string,
    entries: readonly DeclaredSearchEntry[],
    problem?: string,
  ): Promise<void>;
  /** Which version of each remote's declared text the index holds (every copy reads the same). */
  indexedVersions(): Promise<Record<string, string>>;
  /** One search by `address`: allowed, or how long to wait. */
  allowSearch(address: string): Promise<RateDecision>;
  /**
   * The header the site server's render calls carry: those searches were counted already, for
   * the visitor's own address, when the page was asked for. Random per process, never sent out.
   */
  readonly internalHeader: { name: string; value: string };
  /** Rebuilds the content part of the index whole (the operators' command). */
  rebuildContent(): Promise<number>;
  /** Brings the content part of the index up to date item by item (the content change signal, the API's start). */
  followContent(): Promise<SyncResult>;
}

export const SEARCH_BUCKET = 'search';

export function createSiteSearch(db: Database, limitPerMinute: number): SiteSearchHandle {
  return {
    replaceRemoteText: (remote, version, entries, problem) => replacePageText(db, remote, version, entries, problem),
    indexedVersions: () => indexedVersions(db),
    allowSearch: (address) => hitRateLimit(db, SEARCH_BUCKET, address, limitPerMinute),
    internalHeader: { name: 'x-azi-site-render', value: randomBytes(24).toString('hex') },
    rebuildContent: () => rebuildContentIndex(db),
    followContent: () => syncContentIndex(db),
  };
}
