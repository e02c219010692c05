import type { Lang } from '@azi/shared/i18n/languages';
import { apiPostForm } from '@azi/shared/api/client';
import type { ClueSaved } from '@azi/shared/api/schemas/forms';

export type SaveClueInput = Record<string, string | boolean | undefined> & { lang: Lang };

/** POST /api-official-web/clueManage/save, form-encoded: a contact-form lead. */
export function saveClue(input: SaveClueInput): Promise<ClueSaved> {
  return apiPostForm<ClueSaved>('/clueManage/save', input);
}
