/** A press release: an article of its own, with a picture or the designed placeholder. */
import { contentKind } from '@azi/shared/content/contentKind';
import { imageUrl } from '@azi/shared/content/contentField';

export const media = contentKind({
  fields: [imageUrl],
  hasBody: true,
  picture: 'optional',
  owner: 'media',
  alertCategory: 'pressReleases',
  shows: { page: 'mediaDetail', by: 'id' },
  search: 'news',
});
