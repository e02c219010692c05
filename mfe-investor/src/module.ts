import type { RemoteModule, RemotePage } from '@azi/shared/contract/remote';
import { lazyPage } from '@azi/shared/ui/lazyPage';
import { InvestorPage } from './investor/InvestorPage';
import { NAMESPACE, loadText } from './locales/text';

// Each page reads its layout from the URL and renders a genuinely different phone variant
// (cards instead of tables, one column, 44px targets), so one component serves both twins.
const page = (Component: RemotePage['Desktop']): RemotePage => ({ Desktop: Component, Mobile: Component });

// The overview is where most visitors land and travels with the module; the archives and the ESG
// page are chunks of their own (~3 KB gzip less on a first visit to the overview). Hydration waits
// for a page's chunk behind the shell's Suspense boundary, with the server's HTML on screen; a
// click fetches it together with the page's data (lazyPage).
const InvestorArchivePage = lazyPage(() => import('./archive/InvestorArchivePage').then((m) => m.InvestorArchivePage));
const EsgPage = lazyPage(() => import('./esg/EsgPage').then((m) => m.EsgPage));

const remote: RemoteModule = {
  name: 'mfe_investor',
  namespace: NAMESPACE,
  loadText,
  pages: {
    investor: page(InvestorPage),
    investor_list1: page(InvestorArchivePage),
    investor_list2: page(InvestorArchivePage),
    investor_list3: page(InvestorArchivePage),
    investor_list4: page(InvestorArchivePage),
    investor_list5: page(InvestorArchivePage),
    esg: page(EsgPage),
  },
};

export default remote;
