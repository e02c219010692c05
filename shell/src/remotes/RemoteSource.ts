import { createContext, use, useContext } from 'react';
import type { RemoteModule } from '@azi/shared/contract/remote';
import type { Lang } from '@azi/shared/i18n/languages';
import type { RemoteName } from '@azi/shared/routing/sitePages';
import { usePageAddress } from '@azi/shared/ui/PageContext';

/**
 * Where the shell gets a remote's module: in the browser, loaded at run time through Module
 * Federation (a promise); on the server, already loaded by the site server from the version the
 * registry names now. A remote the server could not load throws, so React leaves that part to the
 * browser.
 */
export interface RemoteSource {
  /**
   * The module, ready to render in `lang` (its text in that language registered).
   * `quiet`: a load the visitor is not waiting on (a widget, the hydration of a page already shown) shows no progress bar.
   */
  get(name: RemoteName, options: { quiet?: boolean; lang: Lang }): RemoteModule | Promise<RemoteModule>;
}

export const RemoteSourceContext = createContext<RemoteSource | null>(null);

/** The remote's module, with its text in the page's language; suspends while they load in the browser. */
export function useRemoteModule(name: RemoteName, options?: { quiet?: boolean }): RemoteModule {
  const source = useContext(RemoteSourceContext);
  const { lang } = usePageAddress();
  if (!source) throw new Error('No RemoteSource: the shell provides one in the browser and on the server');
  const module = source.get(name, { ...options, lang });
  return module instanceof Promise ? use(module) : module;
}
