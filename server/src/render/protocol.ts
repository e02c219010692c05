/**
 * The messages between the site server (the parent) and its render workers, as JSON frames over
 * the worker's channel (channel.ts). The parent sends jobs; a worker answers each job once and,
 * while rendering, asks the parent for the page's API answers. What a worker sends is untrusted
 * input: messageCheck.ts checks every message against these types and the limits below.
 */
import type { SiteConfig } from '@azi/shared/config/siteConfig';
import type { SerializedSettled } from '@azi/shared/data/pageDataStore';
import type { RemoteName } from '@azi/shared/routing/sitePages';
import { SERVER_PROVIDED } from '../serverProvided';

/**
 * The packages the server lends to the shell's and the remotes' server builds (the one list their
 * webpack server builds leave out as externals). A worker may read these and their dependencies,
 * nothing else of node_modules: npm's workspace links there lead back into the repository (its
 * .data/, .env, .git).
 */
export const SERVER_PROVIDED_PACKAGES = SERVER_PROVIDED;

/**
 * The worker's argument that has it load lent packages before it says it is ready (the pool's
 * workers): `--preload-lent-packages=jsdom,…`, those its versions' server builds require (lentPackages.ts).
 */
export const PRELOAD_ARG = '--preload-lent-packages';

/** The most a rendered page's HTML may hold (characters); a longer answer stops its worker. */
export const MAX_HTML_CHARS = 2 * 1024 * 1024;
/** The most a page's data (its boot block's API answers, as JSON) may hold. */
export const MAX_DATA_CHARS = 2 * 1024 * 1024;
/**
 * The longest frame a worker may send: an answer at both limits (Chinese text takes three bytes
 * a character in UTF-8), and room for its other fields. Longer, and the worker is stopped unread.
 */
export const MAX_FRAME_BYTES = 3 * (MAX_HTML_CHARS + MAX_DATA_CHARS) + 64 * 1024;

/** One remote version a render uses: its folder's URL, and for a version not yet live, its folder on disk. */
export interface RemoteRef {
  /** e.g. /remotes/mfe_careers/2026.11.23-1/ */
  baseUrl: string;
  /**
   * A folder inside the site folder holding the version (an upload being checked). Such a
   * version is loaded for this job only and never kept.
   */
  dir?: string;
}

export type Job =
  /** One page, with these remote versions (the registry's, or an upload under check). */
  | { kind: 'render'; url: string; config: SiteConfig; remotes: Partial<Record<RemoteName, RemoteRef>> }
  /** What the shell renderer offers remotes: the shared module ids and the federation runtime it lends. */
  | { kind: 'shell' }
  /** Loads an uploaded version's server build (and its text) without rendering: the release check's first step. */
  | { kind: 'load'; name: RemoteName; remote: RemoteRef & { dir: string } };

export interface RenderAnswer {
  kind: 'render';
  /** False when the shell's server renderer does not load: the browser draws the page. */
  rendered: boolean;
  html: string;
  status?: number;
  title?: string;
  description?: string;
  data: Record<string, SerializedSettled>;
  /** Messages of the parts React could not render here. */
  errors: string[];
  /** Remotes that could not be loaded for this page (the browser draws their part). */
  remoteErrors: { remote: RemoteName; message: string }[];
  /** The loaded remotes' style sheets and their twins (see LoadedRemote). */
  stylesheets: string[];
  stylesheetTwins: string[];
}

export type Answer =
  | RenderAnswer
  | { kind: 'shell'; loaded: false }
  | { kind: 'shell'; loaded: true; sharedModules: string[]; federationRuntimeVersion?: string }
  | { kind: 'load'; problem?: string };

/** A render's request to the content API, answered by the parent. */
export interface ApiCall {
  method: string;
  url: string;
  headers: Record<string, string>;
  body?: string;
}

export interface ApiReply {
  status: number;
  headers: Record<string, string | string[] | number | undefined>;
  body: string;
}

export type ToWorker = { type: 'job'; id: number; job: Job } | { type: 'api-reply'; id: number; reply: ApiReply };

export type FromWorker =
  | { type: 'ready' }
  | { type: 'done'; id: number; answer: Answer }
  | { type: 'failed'; id: number; message: string }
  | { type: 'api'; id: number; job: number; call: ApiCall };
