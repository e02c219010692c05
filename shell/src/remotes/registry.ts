import { registerRemotes } from '@module-federation/enhanced/runtime';
import { REMOTE_NAMES, type RemoteName } from '@azi/shared/routing/sitePages';

export interface RegistryEntry {
  name: RemoteName;
  /** URL of the remote's mf-manifest.json (or remoteEntry.js). */
  entry: string;
}

const ENTRY_PATTERN = /^(\/(?!\/)|https?:\/\/)[^\s"'<>]*(mf-manifest\.json|remoteEntry\.js)$/;

/**
 * Reads /remotes.json: known remote names to entry URLs. Unknown names and malformed URLs are
 * dropped (the pages of a missing remote show the remote error page; the rest of the site works).
 */
export function parseRegistry(input: unknown): RegistryEntry[] {
  if (!input || typeof input !== 'object' || Array.isArray(input)) return [];
  const entries: RegistryEntry[] = [];
  for (const name of REMOTE_NAMES) {
    const entry = (input as Record<string, unknown>)[name];
    if (typeof entry === 'string' && ENTRY_PATTERN.test(entry)) entries.push({ name, entry });
  }
  return entries;
}

export async function fetchRegistry(fetchImpl: typeof fetch = fetch): Promise<RegistryEntry[]> {
  try {
    const response = await fetchImpl('/remotes.json', { cache: 'no-store', headers: { Accept: 'application/json' } });
    if (!response.ok) return [];
    return parseRegistry(await response.json());
  } catch {
    return [];
  }
}

const registered = new Map<RemoteName, string>();

/** The registry's URL for a remote, its manifest in production (for prefetching its files). */
export function registeredEntry(name: RemoteName): string | undefined {
  return registered.get(name);
}

/**
 * The script the federation runtime loads for a registry entry: a manifest's sibling
 * `remoteEntry.js` (a release must name its entry so: server/src/releases/check.ts), or the entry
 * itself. The runtime then runs the entry at once and its webpack runtime fetches the module's
 * chunks; registered by manifest it first read the manifest and made a snapshot from it, work of
 * 50-70 ms on a phone in every section's first load, and code in every first view (decision 007).
 * The manifest is still read, by the prefetch of a section's files (remoteFiles.ts).
 */
export function entryScript(entry: string): string {
  return entry.replace(/mf-manifest\.json$/, 'remoteEntry.js');
}

/** Tells the Module Federation runtime where each remote lives for this page's life. */
export function registerRegistry(entries: RegistryEntry[]): void {
  for (const { name, entry } of entries) registered.set(name, entry);
  if (entries.length === 0) return;
  registerRemotes(entries.map(({ name, entry }) => ({ name, entry: entryScript(entry) })));
}
