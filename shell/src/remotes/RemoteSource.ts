import { createContext, use, useContext } from 'react';
import type { RemoteModule } from '@azi/shared/contract/remote';
import type { RemoteName } from '@azi/shared/routing/sitePages';

/**
 * Where the shell gets a remote's module: in the browser, loaded at run time through Module
 * Federation (a promise); on the server, already loaded by the site server from the version the
 * registry names now. A remote the server could not load throws, so React leaves that part to the
 * browser.
 */
export interface RemoteSource {
  /** `quiet`: a load the visitor is not waiting on (a widget, the hydration of a page already shown) shows no progress bar. */
  get(name: RemoteName, options?: { quiet?: boolean }): RemoteModule | Promise<RemoteModule>;
}

export const RemoteSourceContext = createContext<RemoteSource | null>(null);

/** The remote's module; suspends while it loads in the browser. */
export function useRemoteModule(name: RemoteName, options?: { quiet?: boolean }): RemoteModule {
  const source = useContext(RemoteSourceContext);
  if (!source) throw new Error('No RemoteSource: the shell provides one in the browser and on the server');
  const module = source.get(name, options);
  return module instanceof Promise ? use(module) : module;
}
