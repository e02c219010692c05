import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { SERVER_PROVIDED_PACKAGES } from './protocol';

const localRequire = createRequire(__filename);

/**
 * The render worker's script. The compiled server has it beside itself (site/server/render-worker.js,
 * written by tools/build-server.mjs); run from source (tsx, jest), it is bundled from
 * renderWorker.ts with esbuild into node_modules/.cache once per start.
 */
export function renderWorkerScript(): string {
  const compiled = path.join(__dirname, 'render-worker.js');
  if (fs.existsSync(compiled)) return compiled;
  const source = path.join(__dirname, 'renderWorker.ts');
  if (!fs.existsSync(source))
    throw new Error(`no render worker beside ${__dirname}: build the server again (npm run build:server)`);
  const out = path.join(nodeModulesDir(), '.cache', 'azi-render-worker', 'render-worker.js');
  // A child process: esbuild's synchronous API is not allowed inside a jest worker's module loader.
  const build = spawnSync(process.execPath, [path.resolve(__dirname, '../../../tools/build-render-worker.mjs'), out], {
    encoding: 'utf8',
  });
  if (build.status !== 0) throw new Error(`the render worker does not build: ${build.stderr || build.stdout}`);
  return out;
}

/** The real folder of package `name` as Node resolves it from `fromDir` (node_modules upwards). */
function packageFolder(name: string, fromDir: string): string | undefined {
  for (let dir = fromDir; ; dir = path.dirname(dir)) {
    const candidate = path.join(dir, 'node_modules', name);
    if (fs.existsSync(path.join(candidate, 'package.json'))) return realpath(candidate);
    if (path.dirname(dir) === dir) return undefined;
  }
}

/**
 * The real folders of `names` and of every package they depend on (dependencies, optional and
 * peer dependencies that are installed), resolved as Node would from `fromDir`.
 */
export function packageFolders(names: readonly string[], fromDir: string): string[] {
  const found = new Set<string>();
  const visit = (name: string, from: string) => {
    const folder = packageFolder(name, from);
    if (!folder || found.has(folder)) return;
    found.add(folder);
    let manifest: {
      dependencies?: Record<string, string>;
      optionalDependencies?: Record<string, string>;
      peerDependencies?: Record<string, string>;
    };
    try {
      manifest = JSON.parse(fs.readFileSync(path.join(folder, 'package.json'), 'utf8'));
    } catch {
      return;
    }
    for (const dependency of Object.keys({
      ...manifest.dependencies,
      ...manifest.optionalDependencies,
      ...manifest.peerDependencies,
    }))
      visit(dependency, folder);
  };
  for (const name of names) visit(name, fromDir);
  return [...found].sort();
}

/** The folder the server's packages are installed in (where react-dom resolves from). */
export function nodeModulesDir(): string {
  const reactDom = localRequire.resolve('react-dom/package.json');
  return reactDom.slice(
    0,
    reactDom.lastIndexOf(`${path.sep}node_modules${path.sep}`) + `${path.sep}node_modules`.length,
  );
}

const realpath = (file: string) => {
  try {
    return fs.realpathSync(file);
  } catch {
    return file;
  }
};

/**
 * What a render worker may read: its own script's folder, the shell's build (and the real folder
 * behind it: an image's site/shell is a link to the image's build), the packages the server lends
 * (SERVER_PROVIDED_PACKAGES and their dependencies, each by its real folder: never node_modules as a
 * whole, whose workspace links lead back into the repository) and the version folders of its own
 * section (`versionDirs`). Not the rest of the site folder: not another team's versions, staged or
 * live, nor the releases' history.
 */
export function workerReads(siteDir: string, script: string, versionDirs: readonly string[]): string[] {
  const folders = new Set<string>();
  for (const folder of [path.dirname(script), path.join(siteDir, 'shell'), ...versionDirs]) {
    // One spelling each (no trailing separator): Node 20's permission model aborts on some repeats.
    folders.add(path.resolve(folder));
    folders.add(realpath(path.resolve(folder)));
  }
  for (const folder of packageFolders(SERVER_PROVIDED_PACKAGES, path.dirname(script))) folders.add(folder);
  return [...folders];
}

/**
 * Node's options for a render worker: the permission model with reads in `reads` only; no write,
 * child process or worker thread is allowed. A memory ceiling makes a runaway render crash its own
 * process only.
 */
export function workerExecArgv(reads: readonly string[], memoryMb: number): string[] {
  // Node 20 names it --experimental-permission and takes `<dir>/*`; later versions --permission and a folder.
  const stable = process.allowedNodeEnvironmentFlags.has('--permission');
  return [
    stable ? '--permission' : '--experimental-permission',
    ...reads.map((folder) => `--allow-fs-read=${stable ? folder : path.join(folder, '*')}`),
    // Its own status (its ids, capabilities and memory inside the sandbox): nothing of the server's, and how a test sees it holds no privilege.
    '--allow-fs-read=/proc/self/status',
    `--max-old-space-size=${memoryMb}`,
    // The permission model announces itself as experimental on every start (the flag is Node 20.11+).
    ...(process.allowedNodeEnvironmentFlags.has('--disable-warning') ? ['--disable-warning=ExperimentalWarning'] : []),
  ];
}
