import { Component, Suspense, type ReactNode } from 'react';
import type { PageAddress } from '@azi/shared/routing/paths';
import type { RemoteName } from '@azi/shared/routing/sitePages';
import { RemoteErrorPage } from '../pages/RemoteErrorPage';
import { NotFoundPage } from '../pages/NotFoundPage';
import { RemotePageContent } from '@azi/shared/ui/RemotePageContent';
import { useRemoteModule } from './RemoteSource';
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

function LoadedPage({ owner, address }: { owner: RemoteName; address: PageAddress }) {
  const remote = useRemoteModule(owner);
  return <RemotePageContent remote={remote} address={address} notFound={<NotFoundPage />} />;
}

export interface RemotePageViewProps {
  owner: RemoteName;
  address: PageAddress;
}

/**
 * A page owned by a remote: rendered on the server with the version the registry names, and in
 * the browser hydrated once that version's module has loaded (the server's HTML stays meanwhile).
 */
export function RemotePageView({ owner, address }: RemotePageViewProps) {
  return (
    <RemoteBoundary key={owner} reload={browserReloadGuard}>
      <Suspense fallback={<div style={{ minHeight: '100vh' }} aria-busy="true" />}>
        <LoadedPage owner={owner} address={address} />
      </Suspense>
    </RemoteBoundary>
  );
}
