import { Component, Suspense, use, useEffect, type ReactNode } from 'react';
import type { PageAddress } from '@azi/shared/routing/paths';
import type { RemoteName } from '@azi/shared/routing/sitePages';
import { RemoteErrorPage } from '../pages/RemoteErrorPage';
import { NotFoundPage } from '../pages/NotFoundPage';
import { useScrollToLocationHash } from '@azi/shared/hooks/useScrollToLocationHash';
import { loadRemoteModule } from './loadRemoteModule';
import { browserReloadGuard } from './reloadGuard';

interface BoundaryProps {
  children: ReactNode;
  reload: () => boolean;
}

/**
 * Catches a remote (or one of its chunks) that fails to load or render. The first failure
 * reloads the page; a second one within a minute shows the error page inside the intact
 * header and footer.
 */
export class RemoteBoundary extends Component<BoundaryProps, { failed: boolean; reloading: boolean }> {
  override state = { failed: false, reloading: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch(error: unknown) {
    console.error('A section of the site failed to load', error);
    if (this.props.reload()) this.setState({ reloading: true });
  }

  override render() {
    if (!this.state.failed) return this.props.children;
    return this.state.reloading ? null : <RemoteErrorPage />;
  }
}

function LoadedPage({ owner, address, onSolidHeader }: { owner: RemoteName; address: PageAddress; onSolidHeader: (solid: boolean) => void }) {
  const remote = use(loadRemoteModule(owner));
  const page = remote.pages[address.page];
  useEffect(() => onSolidHeader(Boolean(page?.solidHeader)), [page, onSolidHeader]);
  useScrollToLocationHash();
  if (!page) return <NotFoundPage />;
  const View = address.layout === 'mobile' ? page.Mobile : page.Desktop;
  return <View />;
}

export interface RemotePageViewProps {
  owner: RemoteName;
  address: PageAddress;
  onSolidHeader: (solid: boolean) => void;
}

/** A page owned by a remote, loaded at run time from the registry. */
export function RemotePageView({ owner, address, onSolidHeader }: RemotePageViewProps) {
  return (
    <RemoteBoundary key={owner} reload={browserReloadGuard}>
      <Suspense fallback={<div style={{ minHeight: '100vh' }} aria-busy="true" />}>
        <LoadedPage owner={owner} address={address} onSolidHeader={onSolidHeader} />
      </Suspense>
    </RemoteBoundary>
  );
}
