import type { RemoteModule } from '@azi/shared/contract/remote';
import { IntroduceDesktopPage } from './pages/IntroduceDesktopPage';
import { IntroduceMobilePage } from './pages/IntroduceMobilePage';
import { NAMESPACE, loadText } from './locales/text';

const remote: RemoteModule = {
  name: 'mfe_introduce',
  namespace: NAMESPACE,
  loadText,
  pages: {
    introduce: { Desktop: IntroduceDesktopPage, Mobile: IntroduceMobilePage },
  },
};

export default remote;
