import type { RemoteModule } from '@azi/shared/contract/remote';
import en from './locales/en.json';
import hk from './locales/hk.json';
import zh from './locales/zh.json';
import { ServiceDesktopPage } from './pages/ServiceDesktopPage';
import { ServiceMobilePage } from './pages/ServiceMobilePage';

const remote: RemoteModule = {
  name: 'mfe_service',
  namespace: 'service',
  resources: { zh, hk, en },
  pages: {
    service: { Desktop: ServiceDesktopPage, Mobile: ServiceMobilePage },
  },
};

export default remote;
