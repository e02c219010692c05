/**
 * The site folder's part of a backup (issue 51): every kept version of each section (remotes/),
 * the registry and the release history. The two JSON files are read under the release lock, so
 * the registry and the history are of one moment; version folders never change once in place
 * (a release moves a complete folder in with one rename), so they are listed then read without
 * holding the lock, which a large site's copy would keep past its two-minute staleness. Uploads
 * still being checked (`remotes/.staging`) and the lock itself are not the site's data.
 */
import fs from 'node:fs';
import path from 'node:path';
import { SITE_ROOTS, type BackupFile, type BackupFileSource } from '@azi/api/backup/archiveFormat';
import { releasePaths } from '../releases/releaseHistory';
import { withReleaseLock } from '../releases/releaseLock';

function listFolder(root: string, relative: string, into: BackupFile[]): void {
  const dir = path.join(root, relative);
  if (!fs.existsSync(dir)) return;
  for (const entry of fs.readdirSync(dir, { withFileTypes: true }).sort((a, b) => a.name.localeCompare(b.name))) {
    // Uploads still being checked and the like (`remotes/.staging`); a version's own dot-files are its.
    if (entry.name.startsWith('.') && relative === 'remotes') continue;
    const name = `${relative}/${entry.name}`;
    if (entry.isDirectory()) listFolder(root, name, into);
    else if (entry.isFile())
      into.push({ name, path: path.join(root, name), size: fs.statSync(path.join(root, name)).size });
  }
}

export function siteBackupFiles(siteDir: string): BackupFileSource {
  const paths = releasePaths(siteDir);
  return {
    list: () =>
      withReleaseLock(siteDir, () => {
        const files: BackupFile[] = [];
        for (const file of [paths.registry, paths.history]) {
          if (fs.existsSync(file)) files.push({ name: path.basename(file), data: fs.readFileSync(file) });
        }
        listFolder(siteDir, path.relative(siteDir, paths.remotesDir), files);
        // A restore writes only these roots of the folder: a file outside them would be lost.
        const outside = files.find((file) => !SITE_ROOTS.includes(file.name.split('/')[0]!));
        if (outside)
          throw new Error(
            `${outside.name} is outside the release files a restore brings back (${SITE_ROOTS.join(', ')})`,
          );
        return files;
      }),
  };
}
