/**
 * A federation runtime plugin of the shell: the runtime reads remote manifests through the page's
 * manifest cache (manifestCache.ts), so a manifest the prefetch of a section fetched is not
 * fetched again when the visitor clicks into it.
 */
import { fetchManifestText } from './manifestCache';

export default function cachedManifests(): { name: string; fetch(url: string): Promise<Response> | undefined } {
  return {
    name: 'azi-cached-manifests',
    fetch(url) {
      // Anything else (a remote entry) is the runtime's own business: undefined lets it fetch.
      if (!url.endsWith('mf-manifest.json')) return undefined;
      return fetchManifestText(url).then(
        (text) => new Response(text, { headers: { 'content-type': 'application/json' } }),
      );
    },
  };
}
