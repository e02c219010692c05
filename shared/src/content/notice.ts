/** An announcement: archive 2, a link to the document. */
import { contentKind } from '@azi/shared/content/contentKind';
import { linkUrl } from '@azi/shared/content/contentField';

export const notice = contentKind({
  fields: [linkUrl],
  owner: 'ir',
  alertCategory: 'announcements',
  archive: { id: 2 },
  search: 'document',
});
