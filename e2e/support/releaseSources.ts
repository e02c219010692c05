import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { expect, type APIRequestContext } from '@playwright/test';
import { fetchServed } from '../tests/site';
import { REPO, SITE } from './productionSite';

/** What the release specs share: the shell's digest, a visible change to release, and the served text of a page. */
export const SHELL_DIR = path.join(SITE, 'shell');

/** A digest of every file the shell build wrote. */
export function shellDigest(shellDir = SHELL_DIR): string {
  const hash = createHash('sha256');
  const walk = (dir: string) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true }).sort((a, b) => a.name.localeCompare(b.name))) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else hash.update(path.relative(shellDir, full)).update(fs.readFileSync(full));
    }
  };
  walk(shellDir);
  return hash.digest('hex');
}

export const npm = (...args: string[]) => execFileSync('npm', args, { cwd: REPO, stdio: 'pipe', encoding: 'utf8' });

/** Makes the subtitle of a remote's page banner read `marker` while `work` runs (a visible change to release). */
export function withBannerSubtitle(file: string, keys: readonly string[], marker: string, work: () => void): void {
  const localeFile = path.join(REPO, file);
  const original = fs.readFileSync(localeFile, 'utf8');
  try {
    const text = JSON.parse(original);
    const target = keys.reduce((node: Record<string, unknown>, key) => node[key] as Record<string, unknown>, text);
    target.subtitle = marker;
    fs.writeFileSync(localeFile, JSON.stringify(text, null, 2) + '\n');
    work();
  } finally {
    fs.writeFileSync(localeFile, original);
  }
}

/** The text of the page as the server sends it, no JavaScript run: what a crawler reads. */
export async function servedText(request: APIRequestContext, url: string): Promise<string> {
  const served = await fetchServed(request, url);
  expect(served.status, url).toBe(200);
  return served.mainText;
}
