import fs from 'node:fs';
import path from 'node:path';
import type { RemoteName } from '@azi/shared/routing/sitePages';
import { RUNTIME_GLOBAL } from '@azi/shared/contract/federationRuntimeGlobal';
import { ReleaseRejected } from './archive';

/** What the release check needs from the render sandbox (implemented by the site's render-worker pool). */
export interface ServerBuildChecker {
  /**
   * The live shell renderer's shared module ids and the federation runtime version it lends;
   * undefined when no shell renderer loads. Throws ShellCheckUnfinished when the renderer gave no
   * answer within the render limits (a busy machine): that says nothing about the shell.
   */
  shell(): Promise<{ sharedModules: string[]; federationRuntimeVersion?: string } | undefined>;
  /** Loads the version folder's server build (dir) and renders its pages inside a sandboxed worker with the render limits; a problem message safe to show the uploader, or undefined when it loads and renders. */
  serverBuild(dir: string, name: RemoteName, baseUrl: string): Promise<string | undefined>;
}

/** The live shell's renderer did not answer in time: the check was not made (the message says why). */
export class ShellCheckUnfinished extends Error {}

interface AssetLists {
  js?: { sync?: string[]; async?: string[] };
  css?: { sync?: string[]; async?: string[] };
}

interface Manifest {
  name?: string;
  metaData?: {
    name?: string;
    publicPath?: string;
    pluginVersion?: string;
    remoteEntry?: { name?: string; path?: string };
  };
  exposes?: { assets?: AssetLists }[];
  shared?: { assets?: AssetLists }[];
}

/** Every id a server build requires by name: webpack writes `require("…")` for what it leaves out (externals). */
export function requiredByName(serverBuildSource: string): string[] {
  return [...new Set([...serverBuildSource.matchAll(/require\("([^"]+)"\)/g)].map((match) => match[1] as string))];
}

/** The `@azi/shared/...` modules a remote's server build requires (it takes them from the live shell). */
export function sharedModulesRequired(serverBuildSource: string): string[] {
  return requiredByName(serverBuildSource)
    .filter((id) => id.startsWith('@azi/shared/'))
    .sort();
}

const majorMinor = (version: string | undefined): string | undefined => /^(\d+\.\d+)\./.exec(version ?? '')?.[1];

/** The file name of a remote version's entry script, beside its mf-manifest.json. */
const ENTRY_FILE = 'remoteEntry.js';

/** The entry file a manifest names, relative to its folder ('' when it names none). */
const entryFileOf = (manifest: Manifest): string =>
  path.posix.join(manifest.metaData?.remoteEntry?.path ?? '', manifest.metaData?.remoteEntry?.name ?? '');

/**
 * A remote built to borrow the shell's federation runtime (its entry reads the runtime global)
 * works in the browser only beside a shell that lends one of the same minor version. Returns what
 * is wrong with the version folder `dir` beside a shell that lends runtime version `lent`
 * (undefined: it lends none), or undefined. `manifest`: the folder's manifest when the caller has
 * read it already.
 */
export function federationRuntimeProblem(
  dir: string,
  lent: string | undefined,
  manifest?: Manifest,
): string | undefined {
  let entrySource: string;
  try {
    manifest ??= JSON.parse(fs.readFileSync(path.join(dir, 'mf-manifest.json'), 'utf8')) as Manifest;
    entrySource = fs.readFileSync(path.join(dir, entryFileOf(manifest) || ENTRY_FILE), 'utf8');
  } catch (error) {
    // The code only: the message would name the server's folders.
    return `its manifest or entry cannot be read (${(error as NodeJS.ErrnoException).code ?? 'not JSON'})`;
  }
  if (!entrySource.includes(RUNTIME_GLOBAL)) return undefined;
  const built = manifest.metaData?.pluginVersion;
  if (lent === undefined)
    return 'this version borrows the federation runtime from the shell, and the live shell lends none: release the shell first';
  if (majorMinor(lent) !== majorMinor(built)) {
    return `this version was built with Module Federation ${built ?? '(unknown)'} and borrows the live shell's runtime ${lent}: build it with the shell's version, or release the shell first`;
  }
  return undefined;
}

/**
 * Everything a version folder must be before it may go live: the manifest of this remote built
 * for this folder, its entry, every file the manifest lists, a server build that asks the live
 * shell only for what it has, a browser build that borrows only a federation runtime the live
 * shell lends, and a server build that loads and renders (in the checker's sandbox). Throws
 * ReleaseRejected with the first problem found. `withoutShell: 'skip'`: a site with no working
 * shell renderer yet (a first build) checks only the files.
 */
export async function checkVersionFolder(
  dir: string,
  name: RemoteName,
  version: string,
  checker: ServerBuildChecker,
  { withoutShell = 'refuse' }: { withoutShell?: 'refuse' | 'skip' } = {},
): Promise<void> {
  const baseUrl = `/remotes/${name}/${version}/`;
  const manifestFile = path.join(dir, 'mf-manifest.json');
  if (!fs.existsSync(manifestFile)) throw new ReleaseRejected('the archive has no mf-manifest.json at its top level');
  let manifest: Manifest;
  try {
    manifest = JSON.parse(fs.readFileSync(manifestFile, 'utf8')) as Manifest;
  } catch {
    throw new ReleaseRejected('mf-manifest.json is not valid JSON');
  }
  if (manifest.name !== name || (manifest.metaData?.name !== undefined && manifest.metaData.name !== name)) {
    throw new ReleaseRejected(
      `the archive is a build of ${JSON.stringify(manifest.name ?? manifest.metaData?.name ?? 'nothing')}, not of ${name}`,
    );
  }
  const publicPath = manifest.metaData?.publicPath;
  if (publicPath !== baseUrl) {
    throw new ReleaseRejected(
      `the archive was built for ${JSON.stringify(publicPath)}, not for ${baseUrl}: build it for the version the site gave you`,
    );
  }
  const entryFile = entryFileOf(manifest);
  if (!manifest.metaData?.remoteEntry?.name || !fs.existsSync(path.join(dir, entryFile)))
    throw new ReleaseRejected(`the entry file ${JSON.stringify(entryFile || ENTRY_FILE)} is missing`);
  // The browser registers a remote by its entry script beside the manifest (the shell's
  // registry.ts), by this name: a build that names another would not load.
  if (entryFile !== ENTRY_FILE)
    throw new ReleaseRejected(
      `the manifest names the entry file ${JSON.stringify(entryFile)}: it must be ${ENTRY_FILE} beside mf-manifest.json`,
    );
  const listed = [...(manifest.exposes ?? []), ...(manifest.shared ?? [])].flatMap(({ assets }) =>
    [assets?.js, assets?.css].flatMap((lists) => [...(lists?.sync ?? []), ...(lists?.async ?? [])]),
  );
  const missing = [...new Set(listed)].filter((file) => !fs.existsSync(path.join(dir, file)));
  if (missing.length > 0)
    throw new ReleaseRejected(
      `files the manifest lists are missing: ${missing.slice(0, 5).join(', ')}${missing.length > 5 ? ' …' : ''}`,
    );

  const serverBuild = path.join(dir, 'ssr', 'module.js');
  if (!fs.existsSync(serverBuild)) throw new ReleaseRejected('the server build (ssr/module.js) is missing');
  const shell = await liveShell(checker);
  if (!shell && withoutShell === 'skip') return;
  if (!shell)
    throw new ReleaseRejected(
      'the site has no working server renderer to check this release against: release the shell first',
      503,
    );
  const provided = new Set(shell.sharedModules);
  const lacking = sharedModulesRequired(fs.readFileSync(serverBuild, 'utf8')).filter((id) => !provided.has(id));
  if (lacking.length > 0) {
    throw new ReleaseRejected(
      `this version needs ${lacking.join(', ')} from the live shell, which does not have ${lacking.length > 1 ? 'them' : 'it'}: release the shell first`,
      409,
    );
  }
  const runtimeProblem = federationRuntimeProblem(dir, shell.federationRuntimeVersion, manifest);
  if (runtimeProblem) throw new ReleaseRejected(runtimeProblem, 409);
  const problem = await checker.serverBuild(dir, name, baseUrl);
  if (problem !== undefined) throw new ReleaseRejected(`the server build does not load and render: ${problem}`);
}

/** The checker's answer about the live shell; a check that did not finish refuses the upload as "try again", not as "no shell". */
async function liveShell(checker: ServerBuildChecker): ReturnType<ServerBuildChecker['shell']> {
  try {
    return await checker.shell();
  } catch (error) {
    if (!(error instanceof ShellCheckUnfinished)) throw error;
    throw new ReleaseRejected(
      `the check against the live shell did not finish: ${error.message}. Nothing was changed: send the release again`,
      503,
    );
  }
}
