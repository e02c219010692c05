import { Component, useMemo, type ReactNode } from 'react';
import { Route, Routes, type Location } from 'react-router';
import type { SiteConfig } from '@azi/shared/config/siteConfig';
import type { PageDataStore } from '@azi/shared/data/pageDataStore';
import { RenderReportContext, type RenderReport } from '@azi/shared/data/renderReport';
import { PageDataContext } from '@azi/shared/data/usePageData';
import { RouterNavigation } from '@azi/shared/ui/RouterNavigation';
import { ServerErrorPage } from './pages/ServerErrorPage';
import { RemoteSourceContext, type RemoteSource } from './remotes/RemoteSource';
import { PagePreparerContext, type PagePreparer } from './routing/pagePreparer';
import { pageKeyOf } from './routing/pageTarget';
import { FirstViewContext, firstViewGate, type FirstView } from './routing/FirstViewGate';
import { SiteFrame } from './routing/SiteFrame';
import { SiteRouter } from './routing/SiteRouter';

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
  /** Browser only, on a hydrated first view of a page but home: when that page's own part may hydrate. */
  firstView?: FirstView | null;
}

/** The site inside a router: the same tree on the server (StaticRouter) and in the browser. */
export function SiteRoutes({ config, store, remotes, report = null, preparer = null, firstView = null }: SiteProps) {
  const gate = useMemo(() => (firstView ? firstViewGate(firstView) : null), [firstView]);
  return (
    <RoutingFailureBoundary>
      <PageDataContext.Provider value={store}>
        <RemoteSourceContext.Provider value={remotes}>
          <RenderReportContext.Provider value={report}>
            <PagePreparerContext.Provider value={preparer}>
              <FirstViewContext.Provider value={gate}>
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
              </FirstViewContext.Provider>
            </PagePreparerContext.Provider>
          </RenderReportContext.Provider>
        </RemoteSourceContext.Provider>
      </PageDataContext.Provider>
    </RoutingFailureBoundary>
  );
}

/** The page at `location` is drawn at once when a click prepared it (or it was shown before). */
function readyFor(preparer: PagePreparer | null | undefined) {
  return (location: Location) => {
    const key = pageKeyOf(location.pathname + location.search);
    return Boolean(preparer && key !== undefined && preparer.isReady(key));
  };
}

export function App(props: SiteProps) {
  const isReady = useMemo(() => readyFor(props.preparer), [props.preparer]);
  return (
    <SiteRouter isReady={isReady}>
      <SiteRoutes {...props} />
    </SiteRouter>
  );
}
