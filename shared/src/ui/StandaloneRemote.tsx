import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import type { RemoteModule } from '@azi/shared/contract/remote';
import { DEFAULT_SITE_CONFIG } from '@azi/shared/config/siteConfig';
import { registerRemoteText } from '@azi/shared/i18n/remoteText';
import { LANGS } from '@azi/shared/i18n/languages';
import { buildPath, parsePath } from '@azi/shared/routing/paths';
import type { PageKey } from '@azi/shared/routing/sitePages';
import { PageProviders } from '@azi/shared/ui/PageContext';
import { RemotePageContent } from '@azi/shared/ui/RemotePageContent';
import { RouterNavigation } from '@azi/shared/ui/RouterNavigation';
import { SiteLink } from '@azi/shared/ui/SiteLink';
import { useSiteLocation } from '@azi/shared/routing/navigation';
import '../styles/theme.css';

/**
 * Runs one remote on its own (`npm run dev -w mfe-xxx`), without the shell: its pages at their
 * real URLs, and an index of them at any other path. The header and footer belong to the shell.
 */
function StandaloneRoutes({ remote }: { remote: RemoteModule }) {
  const location = useSiteLocation();
  const parsed = parsePath(location.pathname);
  const pageKeys = Object.keys(remote.pages) as PageKey[];
  if (parsed.kind === 'page' && remote.pages[parsed.page]) {
    return (
      <PageProviders address={parsed} config={DEFAULT_SITE_CONFIG}>
        <main>
          <RemotePageContent remote={remote} address={parsed} notFound={null} />
        </main>
      </PageProviders>
    );
  }
  return (
    <main style={{ padding: 24 }}>
      <h1>{remote.name} (standalone)</h1>
      <ul>
        {pageKeys.flatMap((page) =>
          LANGS.flatMap((lang) =>
            (['desktop', 'mobile'] as const).map((layout) => {
              const href = buildPath({ lang, layout, page });
              return (
                <li key={href}>
                  <SiteLink to={href}>{href}</SiteLink>
                </li>
              );
            }),
          ),
        )}
      </ul>
    </main>
  );
}

export async function renderStandalone(remote: RemoteModule): Promise<void> {
  // Alone on its dev server a remote switches languages without a shell: all of them, up front.
  await Promise.all(LANGS.map((lang) => registerRemoteText(remote, lang)));
  const container = document.getElementById('root');
  if (!container) throw new Error('#root is missing');
  createRoot(container).render(
    <StrictMode>
      <BrowserRouter>
        <RouterNavigation>
          <StandaloneRoutes remote={remote} />
        </RouterNavigation>
      </BrowserRouter>
    </StrictMode>,
  );
}
