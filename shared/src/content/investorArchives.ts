/**
 * The five IR archives (/investor_list1..5) as the content kinds bind them: which kinds each lists
 * and the selector its URL carries, stated in the kinds' files alone. The page table reads the
 * selectors (the archive pages' query rules), mfe-investor its archives' lists and filters.
 */
import { INVESTOR_ARCHIVE_IDS, type InvestorArchiveId } from '@azi/shared/keys/pageKeys';
import { CONTENT_NAMES, type ContentName, CONTENT_KINDS } from '@azi/shared/content/contentKinds';

export interface ArchiveFilterParam {
  param: 'type' | 'category';
  values: readonly string[];
}

/** The kinds an archive lists, the default first. */
export function archiveKinds(id: InvestorArchiveId): ContentName[] {
  return CONTENT_NAMES.filter((name) => CONTENT_KINDS[name].archive?.id === id);
}

/** Kinds sharing an archive are chosen by its `type`; a kind alone in one may filter its own field. */
function filterOf(id: InvestorArchiveId): ArchiveFilterParam | undefined {
  const places = archiveKinds(id).map((name) => CONTENT_KINDS[name].archive!);
  if (places.length > 1) return { param: 'type', values: places.map((place) => place.type ?? '') };
  return places[0]?.filter;
}

export const ARCHIVE_FILTERS: Partial<Record<InvestorArchiveId, ArchiveFilterParam>> = Object.fromEntries(
  INVESTOR_ARCHIVE_IDS.flatMap((id) => {
    const filter = filterOf(id);
    return filter ? [[id, filter]] : [];
  }),
);

/** The kind an archive shows for its `type` (kinds sharing an archive), else its first. */
export function archiveKindOf(id: InvestorArchiveId, type: string | undefined): ContentName | undefined {
  const kinds = archiveKinds(id);
  return kinds.find((name) => type !== undefined && CONTENT_KINDS[name].archive?.type === type) ?? kinds[0];
}
