import { Component, Suspense, use, type ReactNode } from 'react';
import type { LatestNewsWidgetProps, RemoteWidgets } from '@azi/shared/contract/remote';
import type { RemoteName } from '@azi/shared/routing/sitePages';
import { loadRemoteModule } from './loadRemoteModule';

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
  const module = use(loadRemoteModule(remote));
  const Widget: RemoteWidgets['latestNews'] = module.widgets?.latestNews;
  return Widget ? <Widget {...props} /> : null;
}

/**
 * A widget lent by a remote (the media team's latest news on the home page). If the remote is
 * down the widget is simply left out: the page around it must not suffer.
 */
export function LatestNewsWidget({ fallback = null, ...props }: LatestNewsWidgetProps & { fallback?: ReactNode }) {
  return (
    <QuietBoundary>
      <Suspense fallback={fallback}>
        <LoadedLatestNews remote="mfe_media" props={props} />
      </Suspense>
    </QuietBoundary>
  );
}
