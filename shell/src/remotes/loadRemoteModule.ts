import { loadRemote } from '@module-federation/enhanced/runtime';
import { remoteModuleId, type RemoteModule } from '@azi/shared/contract/remote';
import { addNamespace } from '@azi/shared/i18n/instance';
import type { RemoteName } from '@azi/shared/routing/sitePages';
import { trackLoading } from '../routing/progress';

/** A remote that could not be loaded (network, missing chunk, bad module). */
export class RemoteLoadError extends Error {
  constructor(
    readonly remote: RemoteName,
    cause: unknown,
  ) {
    super(`${remote} could not be loaded`, { cause });
    this.name = 'RemoteLoadError';
  }
}

const cache = new Map<RemoteName, Promise<RemoteModule>>();

function isRemoteModule(value: unknown): value is RemoteModule {
  const m = value as Partial<RemoteModule> | null;
  return !!m && typeof m.namespace === 'string' && !!m.resources && !!m.pages && typeof m.pages === 'object';
}

async function fetchModule(name: RemoteName): Promise<RemoteModule> {
  let loaded: unknown;
  try {
    loaded = await loadRemote<{ default?: unknown }>(remoteModuleId(name));
  } catch (error) {
    throw new RemoteLoadError(name, error);
  }
  const module = (loaded as { default?: unknown } | null)?.default ?? loaded;
  if (!isRemoteModule(module)) throw new RemoteLoadError(name, new Error('the exposed module has the wrong shape'));
  addNamespace(module.namespace, module.resources);
  return module;
}

/**
 * The remote's module, loaded once per page life. A failure stays cached too: React's use()
 * must see the same rejected promise to hand the error to the boundary (a fresh attempt on
 * every render would retry forever). The next try is the reload the boundary asks for.
 * The progress bar runs while a page waits on it, unless `quiet` (the first load decides).
 */
export function loadRemoteModule(name: RemoteName, { quiet = false }: { quiet?: boolean } = {}): Promise<RemoteModule> {
  let promise = cache.get(name);
  if (!promise) {
    const fetching = fetchModule(name);
    const loading = quiet ? fetching : trackLoading(fetching);
    promise = loading;
    // React's use() reads a settled promise's result at once (no suspending) when it is marked
    // the way React marks the promises it tracks: hydration of a loaded remote then runs in one go.
    loading.then(
      (value) => Object.assign(loading, { status: 'fulfilled', value }),
      (reason: unknown) => Object.assign(loading, { status: 'rejected', reason }),
    );
    cache.set(name, promise);
    // Prefetches do not wait for the answer; their failure must not be reported as unhandled.
    promise.catch(() => undefined);
  }
  return promise;
}
