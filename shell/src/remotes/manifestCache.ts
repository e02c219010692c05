/**
 * Each remote version's mf-manifest.json, fetched once per page life and shared by the prefetch of
 * a section (remoteFiles.ts) and the federation runtime (cachedManifests.ts, a runtime plugin). A
 * manifest's URL names its version, whose files never change; it is served `no-cache` (the
 * registry's entry may point elsewhere tomorrow), so without this the runtime asked the server
 * again at the click, a round trip the prefetch had already paid (decision 013).
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
