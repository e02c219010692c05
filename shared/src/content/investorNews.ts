/** Investor news: archive 1's second list (?type=news), a link to the story. */
import { contentKind } from '@azi/shared/content/contentKind';
import { linkUrl } from '@azi/shared/content/contentField';

export const investorNews = contentKind({
  fields: [linkUrl],
  owner: 'ir',
  alertCategory: 'results',
  archive: { id: 1, type: 'news' },
  search: 'document',
});
