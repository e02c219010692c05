import { StrictMode, startTransition } from 'react';
import { mergeSiteConfig, type SiteConfig } from '@azi/shared/config/siteConfig';
import { createPageDataStore } from '@azi/shared/data/pageDataStore';
import { parsePath, pathLanguage } from '@azi/shared/routing/paths';
import { findPage } from '@azi/shared/routing/sitePages';
import '@azi/shared/styles/theme.css';
import { replayEarlyClicks } from './boot/earlyClicks';
import { reportBrowserError, startFieldData } from './fieldData/fieldDataStart';
import { prefetchRemoteFiles } from './remotes/remoteFiles';
import type { RemoteSource } from './remotes/RemoteSource';
import { whenIdle, whenWanted } from './remotes/whenWanted';
import { yieldToBrowser } from './boot/yieldToBrowser';
import type { FirstView } from './routing/FirstViewGate';
import { fetchRegistry, parseRegistry, registerRegistry } from './remotes/registry';
import { createPagePreparer } from './routing/pagePreparer';
import { pageTarget } from './routing/pageTarget';
import { trackLoading } from './routing/progress';
// Puts every @azi/shared module in the shell's build, for the remotes (see the file).
import './remotes/lentSharedModules';
import './styles/shell.css';
import './styles/print.css';

async function fetchSiteConfig(): Promise<SiteConfig> {
  try {
    const response = await fetch('/config.json', { cache: 'no-store' });
    return mergeSiteConfig(response.ok ? await response.json() : undefined);
  } catch {
    return mergeSiteConfig(undefined);
  }
}

interface BootData {
  config?: unknown;
  remotes?: unknown;
  /** The answers the server's render used, by key. */
  data?: Record<string, unknown>;
  /** RUM_SAMPLE: the share of page views that report their field data (fieldData/). */
  fieldSample?: unknown;
}

/** What the server put into the page (absent under the dev server, which serves no rendered HTML). */
function readBootData(): BootData | undefined {
  const element = document.getElementById('boot-data');
  if (!element?.textContent) return undefined;
  try {
    return JSON.parse(element.textContent) as BootData;
  } catch {
    return undefined;
  }
}

/**
 * Errors an error boundary caught (a section that failed to render) never reach window's error
 * event: React hands them here. Reported like any other, and still logged as React does by default.
 */
const rootOptions = {
  onCaughtError: (error: unknown, info: { componentStack?: string }) => {
    console.error(error);
    reportBrowserError({ error, source: info.componentStack });
  },
};

/**
 * After the page has loaded, how long the landed page's own part waits at most for the browser's
 * next idle moment. A quiet wait of 5 s before asking was tried and taken back (decision 007): a
 * keyboard visitor who used the skip link in those seconds lost the place at the next Tab.
 */
const FIRST_VIEW_IDLE_DEADLINE_MS = 2500;

async function start() {
  await yieldToBrowser();
  const container = document.getElementById('root');
  if (!container) throw new Error('#root is missing from index.html');
  const parsed = parsePath(window.location.pathname);
  const boot = readBootData();
  startFieldData(boot?.fieldSample);
  try {
    // The page's language only (index.ts started fetching it already). i18next starts here, in a
    // task of its own (its module is not among this chunk's static imports: decision 007).
    await yieldToBrowser();
    const { loadShellText } = await import(/* webpackMode: "eager" */ './shellText');
    await loadShellText(pathLanguage(parsed));
    await yieldToBrowser();
  } catch (error) {
    // Without its text the shell cannot draw the page. The server's HTML stays: its links and
    // forms work without scripts.
    console.error('The site text did not load; the page stays as the server sent it', error);
    return;
  }
  const [config, registry] = boot
    ? [mergeSiteConfig(boot.config), parseRegistry(boot.remotes)]
    : await Promise.all([fetchSiteConfig(), fetchRegistry()]);
  registerRegistry(registry);
  // react-dom's client, the largest module of the start-up, is evaluated in a task of its own
  // (imported here, not at the top): on a slow phone the modules of this chunk and it were one
  // long task together (decision 007).
  await yieldToBrowser();
  const { createRoot, hydrateRoot } = await import('react-dom/client');
  await yieldToBrowser();
  // The site's components (the router, header, footer and the pages they name) likewise: their
  // modules stay in this chunk (eager: no request of their own) but are evaluated here, in a task
  // of their own, instead of with the chunk's other modules before start() (decision 007).
  const [{ App }, { loadRemoteModule }, { loadPageCode, prefetchPageCode }] = await Promise.all([
    import(/* webpackMode: "eager" */ './App'),
    import(/* webpackMode: "eager" */ './remotes/loadRemoteModule'),
    import(/* webpackMode: "eager" */ './routing/pageCode'),
  ]);
  const remotes: RemoteSource = { get: loadRemoteModule };
  await yieldToBrowser();
  const store = createPageDataStore({ onServer: false, initial: boot?.data });
  // Clicks inside the site fetch the next page's code and data together, at the click or before.
  const preparer = createPagePreparer({
    store,
    fetch: (input, init) => window.fetch(input, init),
    loadCode: loadPageCode,
    prefetchCode: prefetchPageCode,
    track: (waiting) => void trackLoading(waiting),
  });
  // Server-rendered HTML is hydrated; a page the server could not render (its renderer missing) is drawn here.
  if (boot && container.hasChildNodes()) {
    const here = pageTarget(window.location.href, window.location.origin);
    if (here) preparer.arrived(here.key);
    // The page's own part (a section, or a shell page but home) stays as the server drew it until
    // the visitor reaches into it or the browser is idle after the load (decision 007); a
    // section's files are fetched meanwhile, not run. React hydrates the header and footer now.
    const page = parsed.kind === 'page' ? parsed.page : undefined;
    const owner = page ? findPage(page)?.owner : undefined;
    let firstView: FirstView | null = null;
    if (parsed.kind === 'page' && page !== 'home' && owner) {
      if (owner !== 'shell') void prefetchRemoteFiles(owner, parsed.lang);
      const wanted = whenWanted(document.getElementById('main'), {
        later: whenIdle(FIRST_VIEW_IDLE_DEADLINE_MS),
      });
      // The section's module is asked for quietly before the gate's render asks (the first ask
      // decides): the page is on screen already, so no progress bar (and none of its layout work).
      if (owner !== 'shell') void wanted.then(() => remotes.get(owner, { quiet: true, lang: parsed.lang }));
      firstView = { url: window.location.pathname + window.location.search, wanted };
    }
    startTransition(() => {
      hydrateRoot(
        container,
        <StrictMode>
          <App config={config} store={store} remotes={remotes} preparer={preparer} firstView={firstView} />
        </StrictMode>,
        rootOptions,
      );
    });
    // Taps on controls made before this (the page was on screen already) reach them once live.
    replayEarlyClicks(document);
    return;
  }
  createRoot(container, rootOptions).render(
    <StrictMode>
      <App config={config} store={store} remotes={remotes} preparer={preparer} />
    </StrictMode>,
  );
}

void start();
