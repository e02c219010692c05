/**
 * What a release is told about the live shell: what it lends, that there is none, or that the
 * check could not ask it in time (a busy machine), which says nothing about the shell or the release.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { DEFAULT_SITE_CONFIG } from '@azi/shared/config/siteConfig';
import { sandboxChecker } from '../render/sandboxChecker';
import { ReleaseRejected } from './archive';
import { checkVersionFolder, ShellCheckUnfinished, type ServerBuildChecker } from './check';

jest.setTimeout(60_000);

/** The live shell's renderer, as far as a release check asks it: what @azi/shared modules it hands a remote. */
const RENDERER =
  'exports.renderPage = async () => ({ html: "", report: {}, data: {}, errors: [] }); exports.setApiTransport = () => {}; exports.activateRemoteText = () => {}; exports.sharedModules = { "@azi/shared/ui/PageContext": {} };';

let work: string;
beforeEach(() => {
  work = fs.mkdtempSync(path.join(os.tmpdir(), 'azi-shell-check-'));
});
afterEach(() => fs.rmSync(work, { recursive: true, force: true }));

/** A site folder whose shell renderer is `source`, or that has none. */
function site(source?: string): string {
  const siteDir = path.join(work, 'site');
  fs.mkdirSync(path.join(siteDir, 'shell', 'ssr'), { recursive: true });
  if (source !== undefined) fs.writeFileSync(path.join(siteDir, 'shell', 'ssr', 'render.js'), source);
  return siteDir;
}

const checkerOf = (siteDir: string, timeoutMs: number) =>
  sandboxChecker({ siteDir, timeoutMs, memoryMb: 256, config: DEFAULT_SITE_CONFIG });

describe("the sandbox's answer about the live shell", () => {
  it('is what the shell lends when its renderer loads in time', async () => {
    const shell = await checkerOf(site(RENDERER), 20_000).shell();
    expect(shell?.sharedModules).toEqual(['@azi/shared/ui/PageContext']);
  });

  it('is "none" when no shell renderer is built', async () => {
    await expect(checkerOf(site(), 20_000).shell()).resolves.toBeUndefined();
  });

  it('is "unfinished", with the limit it ran into, when the renderer does not answer in time', async () => {
    // Loads, then is busy for as long as it is let when asked what it lends: past the render limit
    // and the first job's time to load.
    const stuck = `${RENDERER} Object.defineProperty(exports, 'sharedModules', { get() { for (;;); } });`;
    const answer = checkerOf(site(stuck), 200).shell();
    await expect(answer).rejects.toBeInstanceOf(ShellCheckUnfinished);
    await expect(answer).rejects.toThrow(/the live shell's renderer took longer than 200 ms \(RENDER_TIMEOUT_MS\)/);
  });
});

/** A version folder that passes every check made before the live shell is asked. */
function versionFolder(name: 'mfe_careers', version: string): string {
  const dir = path.join(work, 'build');
  fs.mkdirSync(path.join(dir, 'ssr'), { recursive: true });
  const manifest = {
    id: name,
    name,
    metaData: { name, remoteEntry: { name: 'remoteEntry.js', path: '' }, publicPath: `/remotes/${name}/${version}/` },
    exposes: [{ assets: { js: { sync: ['expose.js'], async: [] }, css: { sync: [], async: [] } } }],
    shared: [],
  };
  fs.writeFileSync(path.join(dir, 'mf-manifest.json'), JSON.stringify(manifest));
  fs.writeFileSync(path.join(dir, 'remoteEntry.js'), 'var entry;');
  fs.writeFileSync(path.join(dir, 'expose.js'), 'var page;');
  fs.writeFileSync(
    path.join(dir, 'ssr', 'module.js'),
    'exports.default = { namespace: "x", resources: {}, pages: {} };',
  );
  return dir;
}

describe('a release whose check could not ask the live shell', () => {
  const unfinished: ServerBuildChecker = {
    shell: async () => {
      throw new ShellCheckUnfinished("the live shell's renderer took longer than 10000 ms (RENDER_TIMEOUT_MS)");
    },
    serverBuild: async () => undefined,
  };

  it.each(['refuse', 'skip'] as const)(
    'is refused with 503 and asked to send again, not told to release the shell (without a shell: %s)',
    async (withoutShell) => {
      const dir = versionFolder('mfe_careers', '2026.11.30-1');
      const refused = await checkVersionFolder(dir, 'mfe_careers', '2026.11.30-1', unfinished, { withoutShell }).then(
        () => undefined,
        (error: unknown) => error,
      );
      expect(refused).toBeInstanceOf(ReleaseRejected);
      expect(refused).toMatchObject({ status: 503 });
      expect((refused as Error).message).toBe(
        "the check against the live shell did not finish: the live shell's renderer took longer than 10000 ms (RENDER_TIMEOUT_MS). Nothing was changed: send the release again",
      );
    },
  );

  it('is refused as before when the shell truly has no renderer', async () => {
    const none: ServerBuildChecker = { shell: async () => undefined, serverBuild: async () => undefined };
    const dir = versionFolder('mfe_careers', '2026.11.30-1');
    await expect(checkVersionFolder(dir, 'mfe_careers', '2026.11.30-1', none)).rejects.toThrow(
      /no working server renderer to check this release against: release the shell first/,
    );
    await expect(
      checkVersionFolder(dir, 'mfe_careers', '2026.11.30-1', none, { withoutShell: 'skip' }),
    ).resolves.toBeUndefined();
  });
});
