import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { parsePath } from '@azi/shared/routing/paths';
import { findPage, type RemoteName } from '@azi/shared/routing/sitePages';
import { registeredEntry } from './registry';

interface NetworkInformationLike {
  saveData?: boolean;
  effectiveType?: string;
}

interface ManifestLike {
  exposes?: { assets?: { js?: { sync?: string[] }; css?: { sync?: string[] } } }[];
}

/**
 * Asks the browser to fetch a remote's entry and first files at low priority for a later visit
 * (rel=prefetch: downloaded when idle, nothing runs; unlike preload, the browser expects no use on
 * this page and warns about nothing).
 */
export async function prefetchRemoteFiles(remote: RemoteName): Promise<void> {
  const manifestUrl = registeredEntry(remote);
  if (!manifestUrl?.endsWith('mf-manifest.json')) return;
  const base = manifestUrl.slice(0, -'mf-manifest.json'.length);
  let manifest: ManifestLike;
  try {
    manifest = (await (await fetch(manifestUrl)).json()) as ManifestLike;
  } catch {
    return;
  }
  const assets = manifest.exposes?.[0]?.assets;
  for (const file of ['remoteEntry.js', ...(assets?.js?.sync ?? []), ...(assets?.css?.sync ?? [])]) {
    if (!/^[\w./-]+$/.test(file) || file.includes('..')) continue;
    const href = base + file;
    if (document.head.querySelector(`link[rel="prefetch"][href="${href}"]`)) continue;
    const link = document.createElement('link');
    link.rel = 'prefetch';
    link.href = href;
    document.head.appendChild(link);
  }
}

/** Prefetching costs the visitor data: not on 2g or when they asked to save data. */
export function shouldPrefetch(connection: NetworkInformationLike | undefined): boolean {
  if (!connection) return true;
  if (connection.saveData) return false;
  return !/(^|-)2g$/.test(connection.effectiveType ?? '');
}

/** The remote that owns the page a link leads to, if any. */
export function remoteForHref(href: string, origin: string): RemoteName | undefined {
  let url: URL;
  try {
    url = new URL(href, origin);
  } catch {
    return undefined;
  }
  if (url.origin !== origin) return undefined;
  const parsed = parsePath(url.pathname);
  if (parsed.kind !== 'page') return undefined;
  const owner = findPage(parsed.page)?.owner;
  return owner && owner !== 'shell' ? owner : undefined;
}

/**
 * When the browser is idle, downloads the remotes behind the links in view, so the next click
 * opens at once. Each remote is fetched once per page life.
 */
export function usePrefetchRemotes(): void {
  const { pathname } = useLocation();
  useEffect(() => {
    const connection = (navigator as Navigator & { connection?: NetworkInformationLike }).connection;
    if (!shouldPrefetch(connection) || typeof IntersectionObserver === 'undefined') return;
    // The page's own remote is loaded already (its styles inlined by the server): nothing to fetch.
    const own = remoteForHref(pathname, window.location.origin);
    const requested = new Set<RemoteName>(own ? [own] : []);
    const observer = new IntersectionObserver((entries) => {
      for (const entry of entries) {
        if (!entry.isIntersecting) continue;
        const remote = remoteForHref((entry.target as HTMLAnchorElement).href, window.location.origin);
        if (remote && !requested.has(remote)) {
          requested.add(remote);
          void prefetchRemoteFiles(remote);
        }
      }
    });
    const idle = window.requestIdleCallback ?? ((fn: () => void) => window.setTimeout(fn, 1500));
    const cancelIdle = window.cancelIdleCallback ?? window.clearTimeout;
    const handle = idle(() => document.querySelectorAll('a[href^="/"]').forEach((a) => observer.observe(a)), { timeout: 4000 });
    return () => {
      cancelIdle(handle);
      observer.disconnect();
    };
  }, [pathname]);
}
