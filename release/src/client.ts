/** What the release and rollback commands share: arguments, the workspace's remote, the site's HTTP API, packing. */
import fs from 'node:fs';
import path from 'node:path';
import { c as createTar } from 'tar';
import { REMOTE_NAMES, type RemoteName } from '@azi/shared/routing/sitePages';
import { tokenFromFile as readTokenFile } from '@azi/server/cli/cliArgs';
import type { ServerBuildChecker } from '@azi/server/releases/check';
import { siteFolder } from '@azi/server/siteFolder';

const REPO = path.resolve(__dirname, '../..');

export function siteDir(): string {
  return siteFolder(REPO);
}

/**
 * The checker of a release into this machine's site folder (no --to): the site server's sandboxed
 * checker, loaded only when needed, so a release over HTTP loads none of the server's render code.
 */
export async function localChecker(site: string): Promise<ServerBuildChecker> {
  const { localReleaseChecker } = await import('@azi/server/render/sandboxChecker');
  return localReleaseChecker(site);
}

export function fail(error: unknown): never {
  console.error(error instanceof Error ? error.message : String(error));
  process.exit(1);
}

/** This workspace's package name, for the commands the release command suggests (`npm run release -w mfe-careers …`). */
export function workspaceName(cwd = process.cwd()): string {
  return (JSON.parse(fs.readFileSync(path.join(cwd, 'package.json'), 'utf8')) as { name: string }).name;
}

/** The remote this workspace builds (its package.json `federation.name`). */
export function remoteOfWorkspace(cwd = process.cwd()): RemoteName {
  const pkg = JSON.parse(fs.readFileSync(path.join(cwd, 'package.json'), 'utf8')) as {
    name: string;
    federation?: { name?: string };
  };
  const name = pkg.federation?.name;
  if (!name || !(REMOTE_NAMES as readonly string[]).includes(name))
    fail(`${pkg.name} is not a remote (no "federation.name" in its package.json)`);
  return name as RemoteName;
}

export interface SiteArgs {
  to?: string;
  token: string;
  /** release only: upload and check, but do not make it live; print a preview link. */
  stage?: boolean;
  /** release only: make this staged version live. */
  activate?: string;
  /** release only: a new preview link for this staged version. */
  preview?: string;
}

/** The token in a file (`--token-file`): its first line; a file that cannot give one stops the command. */
export function tokenFromFile(file: string): string {
  try {
    return readTokenFile(file);
  } catch (error) {
    return fail(error);
  }
}

/**
 * `--to <site URL>` and the token: RELEASE_TOKEN, `--token-file <path>` (its first line) or
 * `--token <token>` (visible in `ps` and shell history); required with --to.
 * With `staging` (the release command): one of `--stage`, `--activate <version>`,
 * `--preview <version>`, each only with --to.
 */
export function parseSiteArgs(argv: string[], { staging = false } = {}): SiteArgs {
  const args: SiteArgs = { token: process.env.RELEASE_TOKEN ?? '' };
  const usage = `use --to <site URL> [--token-file <path> | --token <token>]${staging ? ' [--stage | --activate <version> | --preview <version>]' : ''}`;
  for (let i = 0; i < argv.length; i += 1) {
    const arg = argv[i] as string;
    const [key, inline] = arg.includes('=')
      ? [arg.slice(0, arg.indexOf('=')), arg.slice(arg.indexOf('=') + 1)]
      : [arg, undefined];
    const value = () => inline ?? argv[++i] ?? fail(`${key} needs a value`);
    if (key === '--to') args.to = value();
    else if (key === '--token') args.token = value();
    else if (key === '--token-file') args.token = tokenFromFile(value());
    else if (staging && key === '--stage' && inline === undefined) args.stage = true;
    else if (staging && key === '--activate') args.activate = value();
    else if (staging && key === '--preview') args.preview = value();
    else fail(`unknown option ${arg} (${usage})`);
  }
  const modes = [args.stage && '--stage', args.activate && '--activate', args.preview && '--preview'].filter(Boolean);
  if (modes.length > 1) fail(`${modes.join(' and ')} do not go together (${usage})`);
  if (modes.length === 1 && args.to === undefined)
    fail(`${modes[0]} needs --to <site URL>: staged versions and their preview links live on a site`);
  const { token } = args;
  let { to } = args;
  if (to !== undefined) {
    let url: URL;
    try {
      url = new URL(to);
    } catch {
      fail(`--to ${to} is not a URL (e.g. https://www.example.com)`);
    }
    if (url.protocol !== 'https:' && url.protocol !== 'http:') fail(`--to must be an http(s) URL, not ${to}`);
    if (url.protocol === 'http:' && !['localhost', '127.0.0.1', '[::1]'].includes(url.hostname)) {
      console.warn(`warning: ${to} is not https: the token travels in clear text`);
    }
    if (!token) fail("--to needs the team's release token: RELEASE_TOKEN, --token-file <path> or --token <token>");
    to = url.origin;
  }
  return { ...args, to, token };
}

/** Calls the site's release API; a refusal ends the command with the site's own message. */
export async function siteRequest<T>(
  origin: string,
  token: string,
  method: string,
  pathname: string,
  body?: Buffer,
): Promise<T> {
  let response: Response;
  try {
    response = await fetch(origin + pathname, {
      method,
      headers: { authorization: `Bearer ${token}`, ...(body ? { 'content-type': 'application/gzip' } : {}) },
      body: body ? new Uint8Array(body) : undefined,
    });
  } catch (error) {
    return fail(
      `cannot reach ${origin}: ${error instanceof Error ? (error.cause instanceof Error ? error.cause.message : error.message) : error}`,
    );
  }
  const text = await response.text();
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    parsed = undefined;
  }
  if (!response.ok) {
    const message = (parsed as { message?: string } | undefined)?.message ?? text.slice(0, 200);
    return fail(`${origin} refused (${response.status}): ${message}`);
  }
  if (parsed === undefined) return fail(`${origin}${pathname} did not answer JSON: is this the site's address?`);
  return parsed as T;
}

/** The folder as a .tar.gz: plain files and folders with relative names, owners and modes left out. */
export async function packFolder(dir: string): Promise<Buffer> {
  const chunks: Buffer[] = [];
  const stream = createTar({ gzip: true, cwd: dir, portable: true }, fs.readdirSync(dir).sort());
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}
