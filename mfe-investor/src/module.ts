import type { RemoteModule } from '@azi/shared/contract/remote';
import { lazyPage } from '@azi/shared/ui/lazyPage';
import { InvestorPage } from './investor/InvestorPage';
import { NAMESPACE, loadText } from './locales/text';

// The overview is where most visitors land and travels with the module; the archives and the ESG
// page are chunks of their own (fewer bytes on a first visit to the overview: decision 007). Hydration waits
// for a page's chunk behind the shell's Suspense boundary, with the server's HTML on screen; a
// click fetches it together with the page's data (lazyPage).
const InvestorArchivePage = lazyPage(() => import('./archive/InvestorArchivePage').then((m) => m.InvestorArchivePage));
const EsgPage = lazyPage(() => import('./esg/EsgPage').then((m) => m.EsgPage));
// Issue 41: an event's page, and the IR contacts and questions.
const EventPage = lazyPage(() => import('./event/EventPage').then((m) => m.EventPage));
const FaqPage = lazyPage(() => import('./faq/FaqPage').then((m) => m.FaqPage));

const remote: RemoteModule = {
  name: 'mfe_investor',
  namespace: NAMESPACE,
  loadText,
  // One component per page: each reads its layout from the URL and renders a genuinely different
  // phone variant (cards instead of tables, one column, 44px targets).
  pages: {
    investor: InvestorPage,
    investor_list1: InvestorArchivePage,
    investor_list2: InvestorArchivePage,
    investor_list3: InvestorArchivePage,
    investor_list4: InvestorArchivePage,
    investor_list5: InvestorArchivePage,
    esg: EsgPage,
    event: EventPage,
    faq: FaqPage,
  },
};

export default remote;
