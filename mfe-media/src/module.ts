import type { RemoteModule } from '@azi/shared/contract/remote';
import en from './locales/en.json';
import hk from './locales/hk.json';
import zh from './locales/zh.json';
import { MediaDetailPage } from './pages/MediaDetailPage';
import { MediaListPage } from './pages/MediaListPage';
import { LatestNewsWidget } from './widgets/LatestNewsWidget';

const remote: RemoteModule = {
  name: 'mfe_media',
  namespace: 'media',
  resources: { zh, hk, en },
  pages: {
    // One component per page: each reads its layout from the URL and lays itself out for it.
    media: { Desktop: MediaListPage, Mobile: MediaListPage },
    // The article opens on white, not on a dark banner.
    mediaDetail: { Desktop: MediaDetailPage, Mobile: MediaDetailPage },
  },
  widgets: { latestNews: LatestNewsWidget },
};

export default remote;
