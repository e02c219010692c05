import { usePageAddress, usePagePath } from '@azi/shared/ui/PageContext';
import { SiteLink } from '@azi/shared/ui/SiteLink';
import styles from './YearFilter.module.css';

export interface YearFilterProps {
  /** Years that have news, newest first (from the API). */
  years: readonly number[];
  selected: number | undefined;
  label: string;
  allLabel: string;
}

/** Links to each year's news (real links, so a year can be shared and crawled). Hidden when there is only one year. */
export function YearFilter({ years, selected, label, allLabel }: YearFilterProps) {
  const { layout } = usePageAddress();
  const pagePath = usePagePath();
  if (years.length < 2 && selected === undefined) return null;
  const options: { year: number | undefined; text: string }[] = [
    { year: undefined, text: allLabel },
    ...years.map((year) => ({ year, text: String(year) })),
  ];
  return (
    <nav className={`${styles.filter} ${layout === 'mobile' ? styles.mobile : ''}`} aria-label={label}>
      <ul>
        {options.map(({ year, text }) => (
          <li key={text}>
            <SiteLink to={pagePath('media', { query: { year } })} aria-current={year === selected ? 'page' : undefined}>
              {text}
            </SiteLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
