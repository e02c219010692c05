import path from 'node:path';
import type { ServerBuildChecker } from '@azi/release/check';
import { readRemoteVersion, ShellRendererFile, type ShellRendererModule } from '../serverBundles';

/**
 * TEMPORARY (until the render-worker pool lands, see shell/server/render/): the release check's
 * view of the shell renderer and of a version's server build, taken in this very process. It runs
 * the uploaded server build here, which is exactly what the sandbox removes; the lead replaces it
 * with a worker-backed checker. Messages are the load error's, without the stack.
 */
export function inProcessChecker(siteDir: string, onError: (error: unknown) => void = () => {}): ServerBuildChecker {
  const renderer = new ShellRendererFile(path.join(siteDir, 'shell', 'ssr', 'render.js'), onError);
  return {
    async shell() {
      const loaded = renderer.get();
      if (!loaded) return undefined;
      return { sharedModules: Object.keys(loaded.sharedModules), federationRuntimeVersion: (loaded as Partial<ShellRendererModule>).federationRuntimeVersion };
    },
    async serverBuild(dir, name, baseUrl) {
      const loaded = renderer.get();
      if (!loaded) return 'the site has no working shell renderer to load it with';
      const remote = await readRemoteVersion(dir, name, baseUrl, loaded);
      return remote instanceof Error ? remote.message : undefined;
    },
  };
}
