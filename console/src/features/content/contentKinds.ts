/**
 * The kinds of content the API publishes, as the console edits them: shared's kinds
 * (@azi/shared/content, the API builds from the same), with the words the editor shows for their
 * fields: the console keeps editor hints only (where an item shows on the site: shared's contentPages).
 */
import { CONTENT_NAMES, type ContentName, CONTENT_KINDS as SHARED_KINDS } from '@azi/shared/content/contentKinds';
import type { ContentField } from '@azi/shared/content/contentField';
import type { ContentKind as SharedKind } from '@azi/shared/content/contentKind';

export interface ExtraFieldSpec extends ContentField {
  /** For 'choice': the key prefix of the options' labels (none: shown as they are). */
  optionLabels?: string;
  /** Key of the field's label in the console namespace. */
  label: string;
  hint?: string;
  /**
   * For 'link' fields whose own pattern (the API's, in `input.pattern`) is not the usual https or
   * site path: the key of the message a value that misses it gets.
   */
  linkError?: string;
  /**
   * For 'instant' fields, the clocks beside the Beijing time: New York's (an investor event's page
   * shows it) and the viewer's own (the default), or 'local': the viewer's own only.
   */
  clocks?: 'local';
}

export type ContentKind = SharedKind & {
  name: ContentName;
  fields: readonly ExtraFieldSpec[];
};

/**
 * The editor's words for a field where they are not `editor.<key>`. A choice without optionLabels
 * shows shared's words for its values (shared/src/content/contentLabels.ts) in the interface language.
 */
const WORDS: Record<
  string,
  Partial<Pick<ExtraFieldSpec, 'label' | 'hint' | 'optionLabels' | 'linkError' | 'clocks'>>
> = {
  linkUrl: { hint: 'editor.linkHint' },
  // A report's type and an event's kind have shared's words, as the investor pages show them.
  kind: { label: 'editor.calendarKind' },
  // Issue 41: an event's status and attendance, and the https hint on its links.
  eventStatus: { optionLabels: 'editor.eventStatuses' },
  attendance: { optionLabels: 'editor.attendanceModes' },
  registrationUrl: { hint: 'editor.eventLinkHint' },
  webcastUrl: { hint: 'editor.eventLinkHint' },
  replayUrl: { hint: 'editor.eventLinkHint' },
  slidesUrl: { hint: 'editor.eventDocumentHint' },
  transcriptUrl: { hint: 'editor.eventDocumentHint' },
  pressReleaseUrl: { hint: 'editor.eventLinkHint' },
  dialIn: { hint: 'editor.dialInHint' },
  // The IR page's questions and facts.
  entry: { optionLabels: 'editor.faqEntries', hint: 'editor.faqEntryHint' },
  relatedLinks: { optionLabels: 'editor.faqLinkSets' },
  // Issue 56: a job opening (its family, city and employment type have shared's words).
  headcount: { hint: 'editor.headcountHint' },
  applyTo: { hint: 'editor.applyToHint', linkError: 'editor.fieldError.applyTo' },
  salaryMin: { hint: 'editor.salaryHint' },
  salaryCurrency: { optionLabels: 'editor.salaryCurrencies' },
  salaryUnit: { optionLabels: 'editor.salaryUnits' },
  validThrough: { hint: 'editor.validThroughHint', clocks: 'local' },
};

const kind = (name: ContentName): ContentKind => ({
  ...SHARED_KINDS[name],
  name,
  fields: SHARED_KINDS[name].fields.map((field) => ({ ...field, label: `editor.${field.key}`, ...WORDS[field.key] })),
});

export const CONTENT_KINDS = Object.fromEntries(CONTENT_NAMES.map((name) => [name, kind(name)])) as Record<
  ContentName,
  ContentKind
>;
