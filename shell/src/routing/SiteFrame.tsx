import { Suspense, useEffect, useState } from 'react';
import { Navigate, useLocation } from 'react-router';
import type { SiteConfig } from '@azi/shared/config/siteConfig';
import { parsePath, pathLanguage, redirectTo, type PageAddress } from '@azi/shared/routing/paths';
import { findPage, type PageKey } from '@azi/shared/routing/sitePages';
import { PageProviders, useT } from '@azi/shared/ui/PageContext';
import { DesktopFooter } from '../footer/DesktopFooter';
import { MobileFooter } from '../footer/MobileFooter';
import { DesktopHeader } from '../header/DesktopHeader';
import { MobileHeader } from '../header/MobileHeader';
import { NotFoundPage } from '../pages/NotFoundPage';
import { SHELL_PAGES } from '../pages/shellPages';
import { RemotePageView } from '../remotes/RemotePageView';
import { FirstViewGate } from './FirstViewGate';
import { useShellText } from '../shellText';
import { PageArrival } from './PageArrival';
import { PageReady } from './PageReady';
import { progress } from './progress';
import { usePagePreparation } from './usePagePreparation';
import { useDocumentSetup } from './useDocumentSetup';
import { useLayoutSwitch } from './useLayoutSwitch';
import { useScrollToLocationHash } from '@azi/shared/hooks/useScrollToLocationHash';

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
  usePagePreparation();
  // The title of the page a click led to, read out once it is drawn (PageArrival).
  const [arrived, setArrived] = useState('');

  useEffect(() => {
    progress.start();
    const frame = window.requestAnimationFrame(() => progress.done());
    return () => window.cancelAnimationFrame(frame);
  }, [location.pathname]);

  if (parsed.kind === 'redirect') {
    return <Navigate to={redirectTo(parsed.to, location.search, location.hash)} replace />;
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
  // A page landed on (but home) waits for the visitor or an idle moment before its code runs.
  if (!notFound && address.page !== 'home')
    content = <FirstViewGate url={location.pathname + location.search}>{content}</FirstViewGate>;

  return (
    <PageProviders address={address} config={config}>
      <DocumentSetup address={address} notFound={notFound} />
      <div id="top" className={mobile ? 'layout-mobile' : 'layout-desktop'}>
        <SkipLink />
        {/* Boundaries around header, page and footer: hydration runs in short slices. */}
        <Suspense fallback={null}>{mobile ? <MobileHeader /> : <DesktopHeader solid={solid} />}</Suspense>
        <main id="main" tabIndex={-1}>
          <Suspense fallback={null}>
            {/* After a click, the page on screen stays until the next one's code and data are here. */}
            <PageReady url={location.pathname + location.search}>
              {content}
              <PageArrival path={location.pathname} onArrive={setArrived} />
            </PageReady>
          </Suspense>
        </main>
        <Suspense fallback={null}>{mobile ? <MobileFooter /> : <DesktopFooter />}</Suspense>
        <p className="visually-hidden" aria-live="polite" aria-atomic="true">
          {arrived}
        </p>
      </div>
    </PageProviders>
  );
}
