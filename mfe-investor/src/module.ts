import type { RemoteModule, RemotePage } from '@azi/shared/contract/remote';
import { InvestorArchivePage } from './archive/InvestorArchivePage';
import { EsgPage } from './esg/EsgPage';
import { InvestorPage } from './investor/InvestorPage';
import en from './locales/en.json';
import hk from './locales/hk.json';
import zh from './locales/zh.json';

// Each page reads its layout from the URL and renders a genuinely different phone variant
// (cards instead of tables, one column, 44px targets), so one component serves both twins.
const page = (Component: RemotePage['Desktop']): RemotePage => ({ Desktop: Component, Mobile: Component });

const remote: RemoteModule = {
  name: 'mfe_investor',
  namespace: 'investor',
  resources: { zh, hk, en },
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
