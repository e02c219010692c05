/**
 * Launch content of the home banners and the media center, as the seed imports it: the media
 * center lists its dated news first, then the articles about the business.
 */
import type { ContentInput } from '../../content/contentWriter';
import { BUSINESS_ARTICLES } from './businessArticles';
import { MEDIA_NEWS } from './mediaNews';

export { BANNERS } from './banners';

export const MEDIA: ContentInput[] = [...MEDIA_NEWS, ...BUSINESS_ARTICLES];
