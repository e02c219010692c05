/**
 * Each remote version's mf-manifest.json, fetched once per page life for the prefetch of a
 * section's files (remoteFiles.ts): a page that prefetches a section twice (a landing, then a
 * pointer over a link to it) asks once. The federation runtime does not read manifests: remotes
 * are registered by entry (registry.ts).
 */
const manifests = new Map<string, Promise<string>>();

/**
 * The manifest's text; a failed fetch is forgotten, so a later call asks again. Kept under the
 * absolute URL: the registry names it from the root, the runtime may ask with the origin.
 */
export function fetchManifestText(given: string, priority: RequestPriority = 'auto'): Promise<string> {
  const url = new URL(given, document.baseURI).href;
  let text = manifests.get(url);
  if (!text) {
    text = fetch(url, { priority }).then((response) => {
      if (!response.ok) throw new Error(`${url} answered ${response.status}`);
      return response.text();
    });
    manifests.set(url, text);
    text.catch(() => manifests.delete(url));
  }
  return text;
}
