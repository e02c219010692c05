import { loadRemote } from '@module-federation/enhanced/runtime';
import { isRemoteModule, remoteModuleId, type RemoteModule } from '@azi/shared/contract/remote';
import type { Lang } from '@azi/shared/i18n/languages';
import { registerRemoteText } from '@azi/shared/i18n/remoteText';
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

const modules = new Map<RemoteName, Promise<RemoteModule>>();
const cache = new Map<string, Promise<RemoteModule>>();

async function fetchModule(name: RemoteName): Promise<RemoteModule> {
  let loaded: unknown;
  try {
    loaded = await loadRemote<{ default?: unknown }>(remoteModuleId(name));
  } catch (error) {
    throw new RemoteLoadError(name, error);
  }
  const module = (loaded as { default?: unknown } | null)?.default ?? loaded;
  if (!isRemoteModule(module)) throw new RemoteLoadError(name, new Error('the exposed module has the wrong shape'));
  return module;
}

/** The module, fetched once whatever the language. */
function moduleOnce(name: RemoteName): Promise<RemoteModule> {
  let promise = modules.get(name);
  if (!promise) {
    promise = fetchModule(name);
    modules.set(name, promise);
    promise.catch(() => undefined);
  }
  return promise;
}

/** The module with its text in `lang` registered (only that language's chunk is fetched). */
async function withText(name: RemoteName, lang: Lang): Promise<RemoteModule> {
  const module = await moduleOnce(name);
  try {
    await registerRemoteText(module, lang);
  } catch (error) {
    throw new RemoteLoadError(name, error);
  }
  return module;
}

/**
 * The remote's module, loaded once per page life, with its text in `lang` (each language once,
 * when a page first shows it). A failure stays cached too: React's use() must see the same
 * rejected promise to hand the error to the boundary (a fresh attempt on every render would
 * retry forever). The next try is the reload the boundary asks for.
 * The progress bar runs while a page waits on it, unless `quiet` (the first load decides).
 */
export function loadRemoteModule(
  name: RemoteName,
  { quiet = false, lang }: { quiet?: boolean; lang?: Lang } = {},
): Promise<RemoteModule> {
  const key = lang ? `${name}:${lang}` : name;
  let promise = cache.get(key);
  if (!promise) {
    const fetching = lang ? withText(name, lang) : moduleOnce(name);
    const loading = quiet ? fetching : trackLoading(fetching);
    promise = loading;
    // React's use() reads a settled promise's result at once (no suspending) when it is marked
    // the way React marks the promises it tracks: hydration of a loaded remote then runs in one go.
    // (Block bodies: returning `loading` itself from the rejection handler would make the
    // promise `then` returns reject too, unhandled.)
    loading.then(
      (value) => {
        Object.assign(loading, { status: 'fulfilled', value });
      },
      (reason: unknown) => {
        Object.assign(loading, { status: 'rejected', reason });
      },
    );
    cache.set(key, promise);
    // Prefetches do not wait for the answer; their failure must not be reported as unhandled.
    promise.catch(() => undefined);
  }
  return promise;
}
