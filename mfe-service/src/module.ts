import type { RemoteModule } from '@azi/shared/contract/remote';
import { ServiceDesktopPage } from './pages/ServiceDesktopPage';
import { ServiceMobilePage } from './pages/ServiceMobilePage';
import { NAMESPACE, loadText } from './locales/text';

const remote: RemoteModule = {
  name: 'mfe_service',
  namespace: NAMESPACE,
  loadText,
  pages: {
    service: { Desktop: ServiceDesktopPage, Mobile: ServiceMobilePage },
  },
};

export default remote;
