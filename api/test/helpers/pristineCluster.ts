/**
 * A PGlite data folder as the engine's initdb leaves it (no table of ours yet), made once per PGlite
 * version on this machine. The engine's initdb costs about 7 s of CPU each time (4-5 s of a core and
 * the rest beside it); the tests and the browser suite's production sites that start the API on a
 * data folder of their own copy this one into it first (`prefillDataDir`). The API's start then finds
 * the cluster made and does everything else a first start does: migrations, seed, admin, secrets.
 */
import { cpSync, existsSync, readdirSync, readFileSync, renameSync, rmSync, statSync } from 'node:fs';
import path from 'node:path';
import { openPglite } from '../../src/db/pglite';
import { folderOfThisProcess, throwAwayRoot } from '../../src/db/throwAwayCopy';

/** The engine's version: a cluster made by another version is not this one's. */
export function pgliteVersion(): string {
  const manifest = path.join(path.dirname(require.resolve('@electric-sql/pglite')), '..', 'package.json');
  return (JSON.parse(readFileSync(manifest, 'utf8')) as { version: string }).version;
}

/**
 * The folder `<name><version>` beside the throw-away copies, made by `make` if this machine has none:
 * made in a folder of this process's own and renamed when whole, so that a process copying at the
 * same moment sees all of it or nothing, and what a killed process half made is swept with its
 * copies. A process that finishes second drops its own (the first one's is as good). Folders named
 * `name…` of other versions go once an hour old: a run of other code on this machine (another
 * checkout) may still be copying a younger one.
 */
export async function folderMadeOnce(
  name: string,
  version: string,
  make: (building: string) => Promise<void>,
): Promise<string> {
  const root = throwAwayRoot();
  const folder = path.join(root, `${name}${version}`);
  if (existsSync(folder)) return folder;
  const building = folderOfThisProcess(root, `building-${name}`);
  rmSync(building, { recursive: true, force: true });
  await make(building);
  try {
    renameSync(building, folder);
  } catch {
    rmSync(building, { recursive: true, force: true });
  }
  for (const other of readdirSync(root)) {
    const full = path.join(root, other);
    if (other.startsWith(name) && full !== folder && Date.now() - statSync(full).mtimeMs > 3_600_000)
      rmSync(full, { recursive: true, force: true });
  }
  return folder;
}

let cluster: Promise<string> | undefined;
/** The folder of the pristine cluster (made by the first caller on the machine, then kept). */
export function pristineCluster(): Promise<string> {
  return (cluster ??= folderMadeOnce('azi-test-pglite-initdb-', pgliteVersion(), async (building) =>
    (await openPglite(building)).close(),
  ));
}

/** Fills `dir` (missing or empty) with a copy of the pristine cluster, so that no initdb runs there. */
export async function prefillDataDir(dir: string): Promise<string> {
  if (existsSync(dir) && readdirSync(dir).length > 0) throw new Error(`${dir} is not empty: nothing to prefill`);
  cpSync(await pristineCluster(), dir, { recursive: true });
  return dir;
}
