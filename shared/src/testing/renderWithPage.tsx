import type { ReactElement } from 'react';
import { render, type RenderResult } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import type { RemoteModule } from '@azi/shared/contract/remote';
import { DEFAULT_SITE_CONFIG, type SiteConfig } from '@azi/shared/config/siteConfig';
import { addNamespace } from '@azi/shared/i18n/instance';
import { buildPath, type PageAddress } from '@azi/shared/routing/paths';
import { PageProviders } from '@azi/shared/ui/PageContext';
import { RouterNavigation } from '@azi/shared/ui/RouterNavigation';

export interface RenderWithPageOptions extends Partial<PageAddress> {
  /** The remote whose namespace the component reads. */
  remote?: Pick<RemoteModule, 'namespace' | 'resources'>;
  /** Extra search string, e.g. '?id=3'. */
  search?: string;
  config?: Partial<SiteConfig>;
}

/** Renders a component as it would be on a page of the site: with its address, router and text. */
export function renderWithPage(ui: ReactElement, options: RenderWithPageOptions = {}): RenderResult {
  const address: PageAddress = {
    lang: options.lang ?? 'zh',
    layout: options.layout ?? 'desktop',
    page: options.page ?? 'home',
  };
  // A remote that loads its text per language has it already (tools/jest/setup-web.ts).
  if (options.remote?.resources) addNamespace(options.remote.namespace, options.remote.resources);
  const url = buildPath(address) + (options.search ?? '');
  return render(
    <MemoryRouter initialEntries={[url]}>
      <RouterNavigation>
        <PageProviders address={address} config={{ ...DEFAULT_SITE_CONFIG, ...options.config }}>
          {ui}
        </PageProviders>
      </RouterNavigation>
    </MemoryRouter>,
  );
}
