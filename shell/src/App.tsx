import { Component, type ReactNode } from 'react';
import { BrowserRouter, Route, Routes } from 'react-router';
import type { SiteConfig } from '@azi/shared/config/siteConfig';
import type { PageDataStore } from '@azi/shared/data/pageDataStore';
import { RenderReportContext, type RenderReport } from '@azi/shared/data/renderReport';
import { PageDataContext } from '@azi/shared/data/usePageData';
import { RouterNavigation } from '@azi/shared/ui/RouterNavigation';
import { ServerErrorPage } from './pages/ServerErrorPage';
import { RemoteSourceContext, type RemoteSource } from './remotes/RemoteSource';
import { PagePreparerContext, type PagePreparer } from './routing/pagePreparer';
import { SiteFrame } from './routing/SiteFrame';

/** An unexpected failure of routing or the frame itself: the 500 page ('Unknown middleware'). */
class RoutingFailureBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override componentDidCatch(error: unknown) {
    console.error('Routing failed', error);
  }
  override render() {
    return this.state.failed ? <ServerErrorPage /> : this.props.children;
  }
}

export interface SiteProps {
  config: SiteConfig;
  /** The page's data: filled by the server's render, read back by the browser from the boot block. */
  store: PageDataStore;
  remotes: RemoteSource;
  /** Server only: where the page reports its status and head. */
  report?: RenderReport | null;
  /** Browser only: gets the pages behind links ready before they are drawn. */
  preparer?: PagePreparer | null;
}

/** The site inside a router: the same tree on the server (StaticRouter) and in the browser. */
export function SiteRoutes({ config, store, remotes, report = null, preparer = null }: SiteProps) {
  return (
    <RoutingFailureBoundary>
      <PageDataContext.Provider value={store}>
        <RemoteSourceContext.Provider value={remotes}>
          <RenderReportContext.Provider value={report}>
            <PagePreparerContext.Provider value={preparer}>
              <Routes>
                <Route
                  path="*"
                  element={
                    <RouterNavigation>
                      <SiteFrame config={config} />
                    </RouterNavigation>
                  }
                />
              </Routes>
            </PagePreparerContext.Provider>
          </RenderReportContext.Provider>
        </RemoteSourceContext.Provider>
      </PageDataContext.Provider>
    </RoutingFailureBoundary>
  );
}

export function App(props: SiteProps) {
  return (
    <BrowserRouter>
      <SiteRoutes {...props} />
    </BrowserRouter>
  );
}
