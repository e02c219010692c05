import fs from 'node:fs';
import Module, { createRequire } from 'node:module';
import path from 'node:path';
import { isRemoteModule, type LocaleTree, type RemoteModule } from '@azi/shared/contract/remote';
import { LANGS, type Lang } from '@azi/shared/i18n/languages';
import type { RemoteName } from '@azi/shared/routing/sitePages';
import type { ShellRenderer } from '@azi/shared/contract/shellRenderer';
import { messageOf } from './errorMessage';

export type ShellRendererModule = ShellRenderer;

/*
 * Runs only inside a render worker (render/renderWorker.ts), never in the site server: loading a
 * bundle executes its code.
 */

/** React and the other singletons resolve from the server's own packages, whatever folder a bundle sits in. */
const serverRequire = createRequire(__filename);

/**
 * Loads the lent packages now, so that no render pays for it: jsdom alone is slow to load, and the
 * first article a worker drew would spend that inside its time limit (decision 008).
 */
export function preloadServerPackages(names: readonly string[]): void {
  for (const name of names) serverRequire(name);
}

/**
 * Compiles a CommonJS file without Node's module cache: a new version of a file is a new module,
 * and an old one is garbage once nothing refers to it (no growing cache across releases).
 */
function compileCommonJs(file: string, requireFor: (id: string) => unknown): unknown {
  const source = fs.readFileSync(file, 'utf8');
  const module = new Module(file) as Module & { _compile(source: string, filename: string): void };
  module.filename = file;
  module.require = Object.assign((id: string) => requireFor(id), serverRequire) as NodeJS.Require;
  module._compile(source, file);
  return module.exports;
}

/** The shell's server renderer (site/shell/ssr/render.js), reloaded when a new shell build replaces it. */
export class ShellRendererFile {
  private loaded?: { mtimeMs: number; renderer: ShellRendererModule | undefined };

  constructor(
    private readonly file: string,
    private readonly onError: (error: unknown) => void,
  ) {}

  get(): ShellRendererModule | undefined {
    let stat: fs.Stats;
    try {
      stat = fs.statSync(this.file);
    } catch {
      return undefined;
    }
    if (!this.loaded || this.loaded.mtimeMs !== stat.mtimeMs) {
      let renderer: ShellRendererModule | undefined;
      try {
        const exports = compileCommonJs(this.file, serverRequire) as Partial<ShellRendererModule>;
        if (typeof exports.renderPage !== 'function' || typeof exports.setApiTransport !== 'function')
          throw new Error('it exports no renderer');
        renderer = exports as ShellRendererModule;
      } catch (error) {
        // Pages are then served unrendered (the browser draws them): degraded, not down.
        this.onError(error);
      }
      this.loaded = { mtimeMs: stat.mtimeMs, renderer };
    }
    return this.loaded.renderer;
  }
}

export interface LoadedRemote {
  name: RemoteName;
  /** The version folder's URL, e.g. /remotes/mfe_media/2026.11.22-3/ */
  baseUrl: string;
  module: RemoteModule;
  /** Its text in every language (the server renders any of them). */
  text: Record<Lang, LocaleTree>;
  /** The style sheets of the exposed module (from the browser build's manifest). */
  stylesheets: string[];
  /**
   * Other files of this version with the same CSS as one of `stylesheets` (the build writes a
   * shared module's CSS once per chunk that holds the module; the browser may ask for either).
   */
  stylesheetTwins: string[];
}

interface CssAssets {
  css?: { sync?: string[]; async?: string[] };
}

interface ManifestAssets {
  metaData?: { publicPath?: string };
  exposes?: { assets?: CssAssets }[];
  shared?: { assets?: CssAssets }[];
}

const cssFiles = (assets: CssAssets | undefined) => [...(assets?.css?.sync ?? []), ...(assets?.css?.async ?? [])];

/** A built CSS file's content hash ('7905.32221e97c7.css' -> '32221e97c7'). */
const contentHash = (file: string) => /\.([0-9a-f]{8,})\.css$/.exec(file)?.[1];

/** The files of `all` that hold the same CSS as one of `files` under another name. */
export function cssTwins(files: readonly string[], all: readonly string[]): string[] {
  const hashes = new Set(files.map(contentHash).filter((hash) => hash !== undefined));
  return [...new Set(all.filter((file) => !files.includes(file) && hashes.has(contentHash(file) ?? '')))];
}

/** A remote's text in every language: what it carries, or what its loader gives (an Error if a language fails). */
async function readRemoteText(module: RemoteModule): Promise<Record<Lang, LocaleTree> | Error> {
  if (module.resources) return module.resources;
  const text: Partial<Record<Lang, LocaleTree>> = {};
  for (const lang of LANGS) {
    try {
      const tree = await module.loadText!(lang);
      if (!tree || typeof tree !== 'object') return new Error(`its text in ${lang} is empty`);
      text[lang] = tree;
    } catch (error) {
      return new Error(`its text in ${lang} does not load: ${messageOf(error)}`);
    }
  }
  return text as Record<Lang, LocaleTree>;
}

/**
 * The remotes' server builds, loaded from the version folders the registry names at the moment
 * of the request: a release or a rollback is rendered on the next request, without a restart.
 * Each version is loaded once; `@azi/shared` comes from the shell's renderer, so the shell and the
 * remotes share one copy of it.
 */
export class RemoteServerModules {
  private readonly versions = new Map<string, Promise<LoadedRemote | Error>>();
  private readonly active = new Map<RemoteName, string>();
  private renderer?: ShellRendererModule;

  constructor(private readonly siteDir: string) {}

  /** The remote at the registry's manifest URL, or an Error that says why it cannot render here. */
  async load(name: RemoteName, manifestUrl: string, renderer: ShellRendererModule): Promise<LoadedRemote | Error> {
    if (renderer !== this.renderer) {
      // A new shell renderer brings a new copy of @azi/shared (its contexts, its i18n instance):
      // remotes loaded against the old one would render outside the new page's contexts.
      this.versions.clear();
      this.active.clear();
      this.renderer = renderer;
    }
    const baseUrl = manifestUrl.replace(/[^/]+$/, '');
    let loading = this.versions.get(baseUrl);
    if (!loading) {
      loading = this.read(name, baseUrl, renderer);
      this.versions.set(baseUrl, loading);
      // Keep the few newest versions per remote: a rollback goes back one, and memory stays flat.
      const mine = [...this.versions.keys()].filter((key) => key.startsWith(`/remotes/${name}/`));
      for (const stale of mine.slice(0, -3)) if (stale !== baseUrl) this.versions.delete(stale);
    }
    const loaded = await loading;
    if (loaded instanceof Error) return loaded;
    if (this.active.get(name) !== baseUrl) {
      renderer.activateRemoteText(loaded.module.namespace, loaded.text);
      this.active.set(name, baseUrl);
    }
    return loaded;
  }

  private async read(name: RemoteName, baseUrl: string, renderer: ShellRendererModule): Promise<LoadedRemote | Error> {
    const relative = baseUrl.replace(/^\/+/, '');
    if (!/^remotes\/[a-z_]+\/[\w.-]+\/$/.test(relative))
      return new Error(`${name}: unexpected registry entry ${baseUrl}`);
    return readRemoteVersion(path.join(this.siteDir, relative), name, baseUrl, renderer);
  }
}

/**
 * Loads one version folder's server build against a shell renderer: the remote it exports, or an
 * Error that says why it cannot render. Also how an upload is checked before it goes live.
 */
export async function readRemoteVersion(
  dir: string,
  name: RemoteName,
  baseUrl: string,
  renderer: ShellRendererModule,
): Promise<LoadedRemote | Error> {
  const file = path.join(dir, 'ssr', 'module.js');
  if (!fs.existsSync(file)) return new Error(`${name}: ${baseUrl} has no server build (ssr/module.js)`);
  try {
    const exports = compileCommonJs(file, (id) => {
      if (id.startsWith('@azi/shared/')) {
        const shared = renderer.sharedModules[id];
        if (!shared) throw new Error(`${name} needs ${id}, which the shell's renderer does not have`);
        return shared;
      }
      return serverRequire(id);
    }) as { default?: unknown };
    const module = exports.default ?? exports;
    if (!isRemoteModule(module)) return new Error(`${name}: ${baseUrl} exports no remote module`);
    const text = await readRemoteText(module);
    if (text instanceof Error) return new Error(`${name}: ${baseUrl}: ${text.message}`);
    let stylesheets: string[] = [];
    let stylesheetTwins: string[] = [];
    try {
      const manifest = JSON.parse(fs.readFileSync(path.join(dir, 'mf-manifest.json'), 'utf8')) as ManifestAssets;
      const files = cssFiles(manifest.exposes?.[0]?.assets);
      const all = [...(manifest.exposes ?? []), ...(manifest.shared ?? [])].flatMap(({ assets }) => cssFiles(assets));
      stylesheets = files.map((asset) => baseUrl + asset);
      stylesheetTwins = cssTwins(files, all).map((asset) => baseUrl + asset);
    } catch {
      // Without its manifest the page still renders; its styles arrive with the remote's code.
    }
    return { name, baseUrl, module, text, stylesheets, stylesheetTwins };
  } catch (error) {
    return error instanceof Error ? error : new Error(messageOf(error));
  }
}
