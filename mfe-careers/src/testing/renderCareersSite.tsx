import { render, type RenderResult } from '@testing-library/react';
import { MemoryRouter, useLocation } from 'react-router';
import { DEFAULT_SITE_CONFIG, type SiteConfig } from '@azi/shared/config/siteConfig';
import { addNamespace } from '@azi/shared/i18n/instance';
import { parsePath } from '@azi/shared/routing/paths';
import { PageProviders } from '@azi/shared/ui/PageContext';
import remote from '../module';

/** Shows the careers page of the current URL, as the shell does; any other page is a stand-in. */
function CareersRoutes({ config }: { config: SiteConfig }) {
  const location = useLocation();
  const parsed = parsePath(location.pathname);
  const page = parsed.kind === 'page' ? remote.pages[parsed.page] : undefined;
  if (parsed.kind !== 'page' || !page) return <h1>{`Other page: ${location.pathname}`}</h1>;
  const Page = parsed.layout === 'mobile' ? page.Mobile : page.Desktop;
  return (
    <PageProviders address={parsed} config={config}>
      <Page />
    </PageProviders>
  );
}

/**
 * Renders the careers remote at `entries` (a visit's history, the last entry showing), moving
 * between its pages as a visitor would. The first entry of a visit has React Router's key 'default'.
 */
export function renderCareersSite(entries: string[], config: Partial<SiteConfig> = {}): RenderResult {
  addNamespace(remote.namespace, remote.resources);
  return render(
    <MemoryRouter initialEntries={entries} initialIndex={entries.length - 1}>
      <CareersRoutes config={{ ...DEFAULT_SITE_CONFIG, ...config }} />
    </MemoryRouter>,
  );
}
