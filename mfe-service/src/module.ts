import type { RemoteModule } from '@azi/shared/contract/remote';
import en from './locales/en.json';
import hk from './locales/hk.json';
import zh from './locales/zh.json';
import { ServicePage } from './pages/ServicePage';

const remote: RemoteModule = {
  name: 'mfe_service',
  namespace: 'service',
  resources: { zh, hk, en },
  pages: {
    service: { Desktop: ServicePage, Mobile: ServicePage },
  },
};

export default remote;
