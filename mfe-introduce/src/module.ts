import type { RemoteModule } from '@azi/shared/contract/remote';
import en from './locales/en.json';
import hk from './locales/hk.json';
import zh from './locales/zh.json';
import { IntroduceDesktopPage } from './pages/IntroduceDesktopPage';
import { IntroduceMobilePage } from './pages/IntroduceMobilePage';

const remote: RemoteModule = {
  name: 'mfe_introduce',
  namespace: 'introduce',
  resources: { zh, hk, en },
  pages: {
    introduce: { Desktop: IntroduceDesktopPage, Mobile: IntroduceMobilePage },
  },
};

export default remote;
