/**
 * What the audit log says about a content change: the item's label and the fields an edit changed,
 * so a reviewer sees which language of which text moved without a diff of the whole item.
 */
import { LANGS } from '@azi/shared/i18n/languages';
import type { StoredContent } from '../../content/contentAdminRepository';
import type { ContentType } from '../../content/contentTypes';
import type { ContentInput } from '../../content/contentWriter';
import { sanitizeNewsHtml } from '../../content/sanitizeHtml';

export const label = (item: { title: ContentInput['title'] }) =>
  JSON.stringify(item.title.en || item.title.zh || item.title.hk).slice(0, 120);

/** The fields an edit changed, for the audit summary. */
export function changedFields(type: ContentType, before: StoredContent, after: ContentInput): string[] {
  const normalised: Record<string, unknown> = {
    ...after,
    ...(after.body ? { body: Object.fromEntries(LANGS.map((l) => [l, sanitizeNewsHtml(after.body?.[l] ?? '')])) } : {}),
  };
  const keys = [
    'title',
    'summary',
    ...(type.hasBody ? ['body'] : []),
    'date',
    'datePrecision',
    'sortOrder',
    ...type.extras.map((f) => f.key),
    'documentId',
    'status',
    'publishAt',
  ];
  const changed: string[] = [];
  for (const key of keys) {
    if (!(key in after)) continue;
    const was = (before as unknown as Record<string, unknown>)[key];
    const now = normalised[key];
    if (key === 'title' || key === 'summary' || key === 'body') {
      for (const lang of LANGS)
        if (
          ((was as Record<string, string> | undefined)?.[lang] ?? '') !==
          ((now as Record<string, string> | undefined)?.[lang] ?? '')
        )
          changed.push(`${key}.${lang}`);
    } else if (key === 'publishAt') {
      if (new Date(String(was)).getTime() !== new Date(String(now)).getTime()) changed.push(key);
    } else if (JSON.stringify(was ?? null) !== JSON.stringify(now ?? null)) {
      changed.push(key);
    }
  }
  return changed;
}
