import { Component, type ReactNode } from 'react';
import { BrowserRouter, Route, Routes } from 'react-router';
import type { SiteConfig } from '@azi/shared/config/siteConfig';
import { ServerErrorPage } from './pages/ServerErrorPage';
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

export function App({ config }: { config: SiteConfig }) {
  return (
    <RoutingFailureBoundary>
      <BrowserRouter>
        <Routes>
          <Route path="*" element={<SiteFrame config={config} />} />
        </Routes>
      </BrowserRouter>
    </RoutingFailureBoundary>
  );
}
