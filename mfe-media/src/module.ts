import type { RemoteModule } from '@azi/shared/contract/remote';
import { lazyPage } from '@azi/shared/ui/lazyPage';

// The article page and its HTML purifier load when an article is opened, not with the news list
// or the home page's latest news; a click on an article fetches it together with the article's data
// (lazyPage). (The server build holds everything in one file: no wait there.)
const MediaDetailPage = lazyPage(() => import('./pages/MediaDetailPage').then((module) => module.MediaDetailPage));
import { MediaListPage } from './pages/MediaListPage';
import { LatestNewsWidget } from './widgets/LatestNewsWidget';
import { NAMESPACE, loadText } from './locales/text';

const remote: RemoteModule = {
  name: 'mfe_media',
  namespace: NAMESPACE,
  loadText,
  pages: {
    // One component per page: each reads its layout from the URL and lays itself out for it.
    media: MediaListPage,
    mediaDetail: MediaDetailPage,
  },
  widgets: { latestNews: LatestNewsWidget },
};

export default remote;
