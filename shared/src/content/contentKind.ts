/**
 * What a content kind's file declares: its fields and texts, the team that owns it, the alert
 * category that announces it, where it shows on the site and how the site search treats it (its
 * words in the three languages: contentLabels.ts). One file per kind beside this one; contentKinds.ts gathers them.
 * What only one part needs stays there: the API's table and order (api/src/content/contentTypes.ts),
 * the console's editor words, the investor section's archive views.
 */
import type { Role } from '@azi/shared/keys/roles';
import type { SearchKind } from '@azi/shared/keys/searchKinds';
import type { InvestorArchiveId, PageKey } from '@azi/shared/keys/pageKeys';
import type { AlertCategory } from '@azi/shared/validation/alertSubscription';
import type { ContentField, ContentTextField } from '@azi/shared/content/contentField';

/** An IR archive that lists the kind (/investor_list<id>), filtered to an item's year to show it. */
export interface ArchivePlace {
  id: InvestorArchiveId;
  /**
   * Where kinds share an archive, the value of its `type` selector that lists this one; the
   * archive's first kind (in CONTENT_NAMES order) is its default, left out of addresses.
   */
  type?: string;
  /** A selector over a field of the kind's own (a report's type, a filing's category): its query parameter and values. */
  filter?: { param: 'type' | 'category'; values: readonly string[] };
}

/** A page that shows the kind's items other than an archive. */
export interface ItemPage {
  page: PageKey;
  /** 'id': the page of one item (?id=); 'anchor': the item's place on a page that shows them all. None: the page as it is. */
  by?: 'id' | 'anchor';
  /** With 'anchor': the element id of an item on the page. */
  anchor?: (id: number) => string;
}

/** Shown on a page of its own (and maybe listed in an archive too), or in its archive at its year. */
type Where = { shows: ItemPage; archive?: ArchivePlace } | { shows?: undefined; archive: ArchivePlace };

interface KindFacts {
  fields: readonly ContentField[];
  texts: readonly ContentTextField[];
  /** An HTML article per language (press releases only; served by media/getById). */
  hasBody: boolean;
  /** May point at an uploaded PDF (documentId) instead of an external link (financial reports). */
  attachesDocument: boolean;
  /** Ordered by hand (banners, the FAQ). */
  hasSortOrder: boolean;
  /**
   * Shows a picture of the library (pictureId, issue 22), or the older imageUrl; 'required': an
   * item without either is refused (a banner is its picture), 'optional': a news card then shows
   * its designed placeholder.
   */
  picture?: 'required' | 'optional';
  /** The team whose staff edit it in the console (admins edit everything). */
  owner: Exclude<Role, 'admin'>;
  /** The e-mail alert category that announces a published item; none: it announces nothing. */
  alertCategory?: AlertCategory;
  /** What a search result of it is; none: the site search leaves it out. */
  search?: SearchKind;
}

export type ContentKind = KindFacts & Where;

type Defaulted = 'texts' | 'hasBody' | 'attachesDocument' | 'hasSortOrder';

/** A kind with the usual defaults: no extra texts, no body, no document, newest first. */
export function contentKind(
  kind: Omit<KindFacts, Defaulted> & Partial<Pick<KindFacts, Defaulted>> & Where,
): ContentKind {
  return { texts: [], hasBody: false, attachesDocument: false, hasSortOrder: false, ...kind };
}
