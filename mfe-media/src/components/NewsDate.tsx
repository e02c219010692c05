import { knownDate, type DatePrecision } from '@azi/shared/api/schemas/content';
import { usePageAddress } from '@azi/shared/ui/PageContext';
import { formatNewsDate } from '../news/formatNewsDate';

export interface NewsDateProps {
  date: string;
  precision?: DatePrecision;
  className?: string;
}

/** A news date in the page's language, machine-readable for search engines and assistive tech. */
export function NewsDate({ date, precision = 'day', className }: NewsDateProps) {
  const { lang } = usePageAddress();
  return (
    <time className={className} dateTime={knownDate(date, precision)}>
      {formatNewsDate(date, lang, precision)}
    </time>
  );
}
