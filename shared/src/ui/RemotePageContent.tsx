import { createElement, type ReactNode } from 'react';
import { pageView, type RemoteModule } from '@azi/shared/contract/remote';
import { useScrollToLocationHash } from '@azi/shared/hooks/useScrollToLocationHash';
import type { PageAddress } from '@azi/shared/routing/paths';

export interface RemotePageContentProps {
  remote: RemoteModule;
  address: PageAddress;
  /** What to show when the remote has no such page. */
  notFound: ReactNode;
}

/**
 * The page a remote draws for a URL, in the URL's layout. The one way a remote page is rendered:
 * by the shell in the browser and on the server, by a remote running alone, and in tests.
 */
export function RemotePageContent({ remote, address, notFound }: RemotePageContentProps) {
  useScrollToLocationHash();
  const page = remote.pages[address.page];
  if (!page) return <>{notFound}</>;
  // The remote's own component, the same on every render of this page (not made here).
  return createElement(pageView(page, address.layout));
}
