/** A slide of the home page's carousel: its picture is the item. Announces nothing, not searched. */
import { contentKind } from '@azi/shared/content/contentKind';
import { imageUrl, linkUrl } from '@azi/shared/content/contentField';

export const banner = contentKind({
  fields: [imageUrl, linkUrl],
  hasSortOrder: true,
  picture: 'required',
  owner: 'media',
  shows: { page: 'home' },
});
