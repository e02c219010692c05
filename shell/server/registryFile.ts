import fs from 'node:fs';
import path from 'node:path';

/** The current registry (remote name -> manifest URL); an empty one when nothing is released yet. */
export function readRegistry(siteDir: string): Record<string, string> {
  try {
    const parsed: unknown = JSON.parse(fs.readFileSync(path.join(siteDir, 'remotes.json'), 'utf8'));
    if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) return {};
    return Object.fromEntries(Object.entries(parsed).filter((entry): entry is [string, string] => typeof entry[1] === 'string'));
  } catch {
    return {};
  }
}
