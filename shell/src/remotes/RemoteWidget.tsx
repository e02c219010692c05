import { Component, type ReactNode } from 'react';
import type { LatestNewsWidgetProps, RemoteWidgets } from '@azi/shared/contract/remote';
import { findPage, type RemoteName } from '@azi/shared/routing/sitePages';
import { usePageAddress } from '@azi/shared/ui/PageContext';
import { LazyHydrate } from './LazyHydrate';
import { useRemoteModule } from './RemoteSource';

class QuietBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override render() {
    return this.state.failed ? null : this.props.children;
  }
}

function LoadedLatestNews({ remote, props }: { remote: RemoteName; props: LatestNewsWidgetProps }) {
  const module = useRemoteModule(remote, { quiet: true });
  const Widget: RemoteWidgets['latestNews'] = module.widgets?.latestNews;
  return Widget ? <Widget {...props} /> : null;
}

/**
 * A widget lent by a remote (the media team's latest news on the home page), below the fold:
 * rendered by the server, hydrated when the visitor scrolls near it. If the remote is down the
 * widget is simply left out: the page around it must not suffer. Which remote lends it is the
 * page table's word (the page's `widgets`), as for the server's render and checks.
 */
export function LatestNewsWidget({
  id,
  minHeight,
  ...props
}: LatestNewsWidgetProps & { id: string; minHeight: number }) {
  const [remote] = findPage(usePageAddress().page)?.widgets ?? [];
  if (!remote) return null;
  return (
    <QuietBoundary>
      <LazyHydrate id={id} minHeight={minHeight}>
        <LoadedLatestNews remote={remote} props={props} />
      </LazyHydrate>
    </QuietBoundary>
  );
}
