import type { DatePrecision, InvestorCalendarItem } from '@azi/shared/api/schemas/content';

/** One row of an archive's document table, whatever endpoint it came from. */
export interface ArchiveDocument {
  /** Unique within a list, e.g. 'notice-12'. */
  key: string;
  date: string;
  datePrecision: DatePrecision;
  /** Beijing time 'YYYY-MM-DD HH:mm' when the entry has a time of day (calendar entries). */
  beijingTime?: string | null;
  /** The translated type: 'Annual report', 'Form 6-K', 'Conference call'... */
  typeLabel: string;
  title: string;
  summary: string;
  /** The document; '' when none is published. */
  url: string;
  /** Calendar entries keep their source, for "add to calendar". */
  calendarItem?: InvestorCalendarItem;
}
