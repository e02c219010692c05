import { choiceLabel } from '@azi/shared/content/contentLabels';
import type { Lang } from '@azi/shared/i18n/languages';

export type JobChoiceField = 'category' | 'city' | 'employmentType';

/**
 * A job's choice (family, city, employment type) in a language. The words are the job kind's, the
 * one home the console's editor also shows, so HR and visitors read the same names.
 */
export function jobChoiceLabel(field: JobChoiceField, value: string, lang: Lang): string {
  return choiceLabel('job', field, value, lang);
}
