import { ApiError } from '@azi/shared/api/ApiError';
import type { Lang } from '@azi/shared/i18n/languages';
import { apiPostForm } from '@azi/shared/api/client';
import type { LeadSaved } from '@azi/shared/api/schemas/forms';

export type SaveLeadInput = Record<string, string | boolean | undefined> & { lang: Lang };

/** No answer, or a gateway's: the lead may or may not have been stored. */
const answerLost = (error: unknown) =>
  error instanceof ApiError &&
  (error.status === 0 || error.status === 502 || error.status === 503 || error.status === 504);

/**
 * POST /api-official-web/clueManage/save, form-encoded: a contact-form lead. When the answer is
 * lost on the way, the same submission is sent once more: the API recognises it (same captcha,
 * answer and message) and acknowledges it without storing it twice.
 */
export async function saveLead(input: SaveLeadInput): Promise<LeadSaved> {
  try {
    return await apiPostForm<LeadSaved>('/clueManage/save', input);
  } catch (error) {
    if (!answerLost(error)) throw error;
    return apiPostForm<LeadSaved>('/clueManage/save', input);
  }
}
