import { lazy, Suspense, useEffect } from 'react';
import { Navigate, useLocation } from 'react-router';
import type { SiteConfig } from '@azi/shared/config/siteConfig';
import { parsePath, pathLanguage, type PageAddress } from '@azi/shared/routing/paths';
import { findPage, type PageKey } from '@azi/shared/routing/sitePages';
import { PageProviders, useT } from '@azi/shared/ui/PageContext';
import { DesktopFooter } from '../footer/DesktopFooter';
import { MobileFooter } from '../footer/MobileFooter';
import { DesktopHeader } from '../header/DesktopHeader';
import { MobileHeader } from '../header/MobileHeader';
import { HomePage } from '../pages/HomePage';
import { NotFoundPage } from '../pages/NotFoundPage';
import { TipsPage } from '../pages/TipsPage';
import { RemotePageView } from '../remotes/RemotePageView';
import { usePrefetchRemotes } from '../remotes/usePrefetchRemotes';
import { useShellText } from '../shellText';
import { progress } from './progress';
import { useDocumentSetup } from './useDocumentSetup';
import { useLayoutSwitch } from './useLayoutSwitch';
import { useScrollToLocationHash } from '@azi/shared/hooks/useScrollToLocationHash';

// The contact form (fields, captcha, validation) is code only /contact needs: its own chunk. On
// /contact the server's HTML stays in place until the chunk is there, then hydrates.
const ContactPage = lazy(() => import('../contact/ContactPage').then((module) => ({ default: module.ContactPage })));

const SHELL_PAGES: Partial<Record<PageKey, React.ComponentType>> = {
  home: HomePage,
  tips: TipsPage,
  contact: ContactPage,
};

function DocumentSetup({ address, notFound }: { address: PageAddress; notFound: boolean }) {
  useDocumentSetup(address.lang, notFound ? 'notFound' : address.page);
  return null;
}

function ShellPage({ page }: { page: PageKey }) {
  useScrollToLocationHash();
  const View = SHELL_PAGES[page];
  return View ? <View /> : <NotFoundPage />;
}

function SkipLink() {
  const t = useT('common');
  return (
    <a className="skip-link" href="#main">
      {t('header.skipToContent')}
    </a>
  );
}

/** One page of the site: header, the page (from the shell or a remote), footer — chosen by the URL. */
export function SiteFrame({ config }: { config: SiteConfig }) {
  const location = useLocation();
  const parsed = parsePath(location.pathname);
  // The page's language may be one whose text has not been fetched yet (a switch of language).
  useShellText(pathLanguage(parsed));
  useLayoutSwitch();
  usePrefetchRemotes();

  useEffect(() => {
    progress.start();
    const frame = window.requestAnimationFrame(() => progress.done());
    return () => window.cancelAnimationFrame(frame);
  }, [location.pathname]);

  if (parsed.kind === 'redirect') {
    return <Navigate to={parsed.to + location.search + location.hash} replace />;
  }

  const notFound = parsed.kind === 'notFound';
  const address: PageAddress = notFound ? { lang: parsed.lang, layout: parsed.layout, page: 'home' } : parsed;
  const sitePage = notFound ? undefined : findPage(address.page);
  const owner = sitePage?.owner;
  const mobile = address.layout === 'mobile';
  const solid = notFound || Boolean(sitePage?.solidHeader);

  let content: React.JSX.Element;
  if (notFound || !owner) content = <NotFoundPage />;
  else if (owner === 'shell') content = <ShellPage page={address.page} />;
  else content = <RemotePageView key={address.page} owner={owner} address={address} />;

  return (
    <PageProviders address={address} config={config}>
      <DocumentSetup address={address} notFound={notFound} />
      <div id="top" className={mobile ? 'layout-mobile' : 'layout-desktop'}>
        <SkipLink />
        {/* Boundaries around header, page and footer: hydration runs in short slices. */}
        <Suspense fallback={null}>{mobile ? <MobileHeader /> : <DesktopHeader solid={solid} />}</Suspense>
        <main id="main" tabIndex={-1}>
          <Suspense fallback={null}>{content}</Suspense>
        </main>
        <Suspense fallback={null}>{mobile ? <MobileFooter /> : <DesktopFooter />}</Suspense>
      </div>
    </PageProviders>
  );
}
