import { render, type RenderResult } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import type { RemoteModule } from '@azi/shared/contract/remote';
import { DEFAULT_SITE_CONFIG, type SiteConfig } from '@azi/shared/config/siteConfig';
import { addNamespace } from '@azi/shared/i18n/instance';
import { useSiteLocation } from '@azi/shared/routing/navigation';
import { parsePath } from '@azi/shared/routing/paths';
import { PageProviders } from '@azi/shared/ui/PageContext';
import { RemotePageContent } from '@azi/shared/ui/RemotePageContent';
import { RouterNavigation } from '@azi/shared/ui/RouterNavigation';

function RemoteRoutes({ remote, config }: { remote: RemoteModule; config: SiteConfig }) {
  const location = useSiteLocation();
  const parsed = parsePath(location.pathname);
  const other = <h1>{`Other page: ${location.pathname}`}</h1>;
  if (parsed.kind !== 'page') return other;
  return (
    <PageProviders address={parsed} config={config}>
      <RemotePageContent remote={remote} address={parsed} notFound={other} />
    </PageProviders>
  );
}

/**
 * Renders a remote's pages at `entries` (a visit's history, the last entry showing), moving
 * between them as a visitor would; a page the remote does not own shows as "Other page: <path>".
 */
export function renderRemoteSite(
  remote: RemoteModule,
  entries: string[],
  config: Partial<SiteConfig> = {},
): RenderResult {
  // A remote that loads its text per language has it already (tools/jest/setup-web.ts).
  if (remote.resources) addNamespace(remote.namespace, remote.resources);
  return render(
    <MemoryRouter initialEntries={entries} initialIndex={entries.length - 1}>
      <RouterNavigation>
        <RemoteRoutes remote={remote} config={{ ...DEFAULT_SITE_CONFIG, ...config }} />
      </RouterNavigation>
    </MemoryRouter>,
  );
}
