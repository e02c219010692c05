import { type ServerBuildChecker, ShellCheckUnfinished } from '../releases/check';
import { LANGS } from '@azi/shared/i18n/languages';
import { buildPath } from '@azi/shared/routing/paths';
import { type RemoteName, remotesOfPage, SITE_PAGES } from '@azi/shared/routing/sitePages';
import type { SiteConfig } from '@azi/shared/config/siteConfig';
import { siteConfigFromEnv } from '../siteConfig';
import { renderPoolSettingsFromEnv } from './poolSettings';
import { RenderPool } from './renderPool';
import { messageOf } from './errorMessage';
import { type ApiBridge, RenderFailure } from './jobs';

export interface SandboxCheckerOptions {
  siteDir: string;
  /** The same limits as the site's renders (RENDER_TIMEOUT_MS, RENDER_WORKER_MEMORY_MB, RENDER_WORKER_CGROUP). */
  timeoutMs: number;
  memoryMb: number;
  cgroup?: string;
  /** The public settings pages are rendered with. */
  config: SiteConfig;
  /** Where the check's renders read the content API; default: none (every call answers 503). */
  api?: ApiBridge;
}

const noApi: ApiBridge = async () => ({
  status: 503,
  headers: { 'content-type': 'application/json' },
  body: '{"code":503,"message":"no content API in this check"}',
});

/** Every address a remote's version draws: its pages and those showing its widgets (the home page's news for the media team), in each language and layout. */
export function pagesToCheck(name: RemoteName): string[] {
  const pages = SITE_PAGES.filter((page) => remotesOfPage(page.key).includes(name)).map((page) => page.key);
  return pages.flatMap((page) =>
    LANGS.flatMap((lang) => (['desktop', 'mobile'] as const).map((layout) => buildPath({ page, lang, layout }))),
  );
}

/**
 * The release check's view of the server side, taken in a render worker of its own (a fresh
 * child process under the same permission model and limits as the site's, stopped afterwards):
 * the uploaded server build is never run in the site server nor beside the live versions. It is
 * loaded, then every page it draws is rendered once; a render past the time limit, a crash, a
 * load error or a render error refuses the upload with a message that names the page.
 */
export function sandboxChecker(options: SandboxCheckerOptions): ServerBuildChecker {
  const withWorker = async <T>(task: (pool: RenderPool) => Promise<T>): Promise<T> => {
    const pool = new RenderPool({
      siteDir: options.siteDir,
      workers: 1,
      jobsPerWorker: 1,
      timeoutMs: options.timeoutMs,
      memoryMb: options.memoryMb,
      cgroup: options.cgroup,
      api: options.api ?? noApi,
    });
    try {
      return await task(pool);
    } finally {
      pool.close();
    }
  };
  const failed = (what: string, error: unknown) =>
    error instanceof RenderFailure
      ? error.reason === 'timeout'
        ? `${what} took longer than ${options.timeoutMs} ms (RENDER_TIMEOUT_MS)`
        : `${what} failed: ${error.message}`
      : `${what} failed: ${messageOf(error)}`;

  return {
    shell: () =>
      withWorker(async (pool) => {
        try {
          const answer = await pool.run({ kind: 'shell' });
          return answer.loaded
            ? { sharedModules: answer.sharedModules, federationRuntimeVersion: answer.federationRuntimeVersion }
            : undefined;
        } catch (error) {
          // Past the render limit (a busy machine, or a renderer that hangs): not the same as a shell that does not load.
          if (error instanceof RenderFailure && error.reason === 'timeout')
            throw new ShellCheckUnfinished(failed("the live shell's renderer", error));
          return undefined;
        }
      }),
    serverBuild: (dir, name, baseUrl) =>
      withWorker(async (pool) => {
        const remote = { baseUrl, dir };
        try {
          const loaded = await pool.run({ kind: 'load', name, remote });
          if (loaded.problem) return loaded.problem;
        } catch (error) {
          return failed('loading the server build', error);
        }
        for (const url of pagesToCheck(name)) {
          try {
            const answer = await pool.run({ kind: 'render', url, config: options.config, remotes: { [name]: remote } });
            const problem = answer.remoteErrors[0]?.message ?? answer.errors[0];
            if (problem) return `rendering ${url}: ${problem}`;
          } catch (error) {
            return failed(`rendering ${url}`, error);
          }
        }
        return undefined;
      }),
  };
}

/**
 * The check of a release into this machine's own site folder (the release command without --to):
 * the same sandboxed worker, with the public settings of this environment and no content API.
 */
export function localReleaseChecker(siteDir: string): ServerBuildChecker {
  const limits = renderPoolSettingsFromEnv(process.env, 1);
  return sandboxChecker({
    siteDir,
    timeoutMs: limits.timeoutMs,
    memoryMb: limits.memoryMb,
    config: siteConfigFromEnv(),
  });
}
