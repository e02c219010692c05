import { Component, type ReactNode } from 'react';
import type { LatestNewsWidgetProps, RemoteWidgets } from '@azi/shared/contract/remote';
import type { RemoteName } from '@azi/shared/routing/sitePages';
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
 * widget is simply left out: the page around it must not suffer.
 */
export function LatestNewsWidget({ id, minHeight, ...props }: LatestNewsWidgetProps & { id: string; minHeight: number }) {
  return (
    <QuietBoundary>
      <LazyHydrate id={id} minHeight={minHeight}>
        <LoadedLatestNews remote="mfe_media" props={props} />
      </LazyHydrate>
    </QuietBoundary>
  );
}
