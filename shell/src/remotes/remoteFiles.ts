import { LANGS, type Lang } from '@azi/shared/i18n/languages';
import type { RemoteName } from '@azi/shared/routing/sitePages';
import { fetchManifestText } from './manifestCache';
import { registeredEntry } from './registry';
import { yieldToBrowser } from '../boot/yieldToBrowser';

interface AssetLists {
  sync?: string[];
  async?: string[];
}
interface ManifestLike {
  exposes?: { assets?: { js?: AssetLists; css?: AssetLists } }[];
}

const SAFE_FILE = /^[\w./-]+$/;

/** How many prefetch links join the head in one task. */
const LINKS_PER_TASK = 4;

/** The files a prefetch link was made for (only this module adds prefetch links to the page). */
const asked = new Set<string>();

/**
 * The files of a remote version that drawing one of its pages in `lang` may need: its entry, the
 * exposed module's files, and its other chunks (lazily loaded pages and what they import), but of
 * the text only the chunk of `lang` (`text-<lang>…`) and none of the chunks named `later-…` (code
 * for a visitor's action, such as a calendar download). Chunks named otherwise are all taken: a
 * version built before the names were given gets every language.
 */
export function filesToPrefetch(manifest: ManifestLike, lang: Lang): string[] {
  const assets = manifest.exposes?.[0]?.assets;
  const otherText = LANGS.filter((other) => other !== lang).map((other) => `text-${other}.`);
  const wanted = (file: string) =>
    SAFE_FILE.test(file) &&
    !file.includes('..') &&
    !file.startsWith('later-') &&
    !otherText.some((prefix) => file.startsWith(prefix));
  return [
    'remoteEntry.js',
    ...(assets?.js?.sync ?? []),
    ...(assets?.css?.sync ?? []),
    ...(assets?.js?.async ?? []),
    ...(assets?.css?.async ?? []),
  ].filter(wanted);
}

/**
 * Asks the browser to download, at low priority, the files a page of `remote` needs, without
 * running them (rel=prefetch: nothing runs and nothing is reported unused, unlike preload). A click
 * then finds them in the cache, and the manifest in the page's manifest cache.
 */
export async function prefetchRemoteFiles(remote: RemoteName, lang: Lang): Promise<void> {
  const manifestUrl = registeredEntry(remote);
  if (!manifestUrl?.endsWith('mf-manifest.json')) return;
  const base = manifestUrl.slice(0, -'mf-manifest.json'.length);
  let manifest: ManifestLike;
  try {
    manifest = JSON.parse(await fetchManifestText(manifestUrl, 'low')) as ManifestLike;
  } catch {
    return;
  }
  // Each link starts a request as it joins the head: 2-3 ms apiece on a phone at 4x, 40 ms in one
  // task for a section's fifteen files (decision 007). They join a few at a time, one group per
  // task; appended one by one, each was a change of the document of its own.
  // A file is claimed before its group's turn, so an ask made while an earlier one is still adding
  // its groups (a link in view to the landed section) adds no second link for it.
  const files: string[] = [];
  for (const file of filesToPrefetch(manifest, lang)) {
    const href = base + file;
    if (asked.has(href)) continue;
    asked.add(href);
    files.push(href);
  }
  for (let start = 0; start < files.length; start += LINKS_PER_TASK) {
    if (start > 0) await yieldToBrowser();
    const links = document.createDocumentFragment();
    for (const href of files.slice(start, start + LINKS_PER_TASK)) {
      const link = document.createElement('link');
      link.rel = 'prefetch';
      link.href = href;
      links.appendChild(link);
    }
    document.head.appendChild(links);
  }
}
