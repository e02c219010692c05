/**
 * After a shell build: can the live remotes (the versions remotes.json names) still render on the
 * server with it? A remote's server build takes @azi/shared modules from the shell's renderer
 * (decision 004); a shell that drops or renames one leaves that section drawn by the browser only
 * until its team releases it again. And in the browser, a remote that borrows the shell's
 * federation runtime needs a shell that lends a compatible one. Prints what breaks; exit code 1
 * when something does.
 *   node --import tsx release/src/cli/checkLiveRemotes.ts
 */
import path from 'node:path';
import { REMOTE_NAMES } from '@azi/shared/routing/sitePages';
import { federationRuntimeProblem, ShellCheckUnfinished } from '@azi/server/releases/check';
import { localChecker, siteDir } from '../client';
import { readRegistry } from '@azi/server/releases/store';

async function main(): Promise<void> {
  const site = siteDir();
  const checker = await localChecker(site);
  const shell = await checker.shell().catch((error: unknown) => {
    if (!(error instanceof ShellCheckUnfinished)) throw error;
    console.error(`shell: the live remotes could not be checked: ${error.message}; run this check again`);
    process.exit(1);
  });
  if (!shell) {
    console.error('shell: no server renderer to check the live remotes against');
    process.exit(1);
  }
  const registry = readRegistry(site);
  const broken: string[] = [];
  for (const name of REMOTE_NAMES) {
    const manifest = registry[name];
    if (!manifest) continue;
    const baseUrl = manifest.replace(/[^/]+$/, '');
    const dir = path.join(site, baseUrl.replace(/^\/+/, ''));
    const problem = await checker.serverBuild(dir, name, baseUrl);
    if (problem !== undefined) broken.push(`  ${name} (${baseUrl}): ${problem}`);
    const runtimeProblem = federationRuntimeProblem(dir, shell.federationRuntimeVersion);
    if (runtimeProblem) broken.push(`  ${name} (${baseUrl}), in the browser: ${runtimeProblem}`);
  }
  if (broken.length > 0) {
    console.error(
      `shell: WARNING: with this shell, live remotes cannot render (on the server they are left to the browser; in the browser they fail):\n${broken.join('\n')}\n` +
        '  Release those remotes again (npm run release -w <remote>), or keep the shared modules they need in the shell.',
    );
    process.exit(1);
  }
  console.log(`shell: every live remote renders with this shell (${Object.keys(registry).length} checked)`);
}

void main();
