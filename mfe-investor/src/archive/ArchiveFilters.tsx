import { useId, useRef, useState, type FormEvent } from 'react';
import { useEarlyInput } from '@azi/shared/hooks/useEarlyInput';
import { useT } from '@azi/shared/ui/PageContext';
import { KEYWORD_MAX } from '@azi/shared/api/schemas/content';
import type { ArchiveQuery } from './archiveQuery';
import styles from './ArchiveFilters.module.css';

export interface TypeFilter {
  label: string;
  options: { value: string; label: string }[];
  /** The label of the "every type" choice; absent when one type must be chosen. */
  allLabel?: string;
  /** The URL query parameter (and form field) it lives in: `type`, or `category` for the SEC filings. */
  param?: string;
}

export interface ArchiveFiltersProps {
  query: ArchiveQuery;
  /** Years that have documents, newest first. */
  years: readonly number[];
  typeFilter?: TypeFilter;
  onChange: (next: ArchiveQuery) => void;
}

/**
 * Year, type and keyword of an archive. Choosing a year or type applies at once; the keyword
 * applies on Enter or the search button. Any change goes back to page 1.
 */
export function ArchiveFilters({ query, years, typeFilter, onChange }: ArchiveFiltersProps) {
  const t = useT('investor');
  const id = useId();
  const [keyword, setKeyword] = useState(query.keyword);

  // Back/forward or a new link changes the applied keyword: show it in the box.
  const [shownFor, setShownFor] = useState(query.keyword);
  if (shownFor !== query.keyword) {
    setShownFor(query.keyword);
    setKeyword(query.keyword);
  }

  const apply = (change: Partial<ArchiveQuery>) => onChange({ ...query, keyword: keyword.trim(), ...change, page: 1 });
  const yearOptions = query.year !== undefined && !years.includes(query.year) ? [query.year, ...years] : years;

  // What was chosen or typed before the script arrived is kept once the form hydrates: a year or
  // type applies at once (as a choice does), a keyword waits for Enter (as typing does).
  const formRef = useRef<HTMLFormElement>(null);
  useEarlyInput(formRef, (inputs) => {
    const change: Partial<ArchiveQuery> = {};
    for (const { name, value } of inputs) {
      if (name === 'year') change.year = value ? Number(value) : undefined;
      if (name === (typeFilter?.param ?? 'type')) change.type = value || undefined;
      if (name === 'keyword') setKeyword(value);
    }
    if ('year' in change || 'type' in change) apply(change);
  });

  function submit(event: FormEvent) {
    event.preventDefault();
    apply({});
  }

  return (
    <form ref={formRef} role="search" aria-label={t('filters.label')} className={styles.filters} onSubmit={submit}>
      <div className={styles.field}>
        <label htmlFor={`${id}-year`}>{t('filters.year')}</label>
        <select
          id={`${id}-year`}
          name="year"
          value={query.year ?? ''}
          onChange={(event) => apply({ year: event.target.value ? Number(event.target.value) : undefined })}
        >
          <option value="">{t('filters.allYears')}</option>
          {yearOptions.map((year) => (
            <option key={year} value={year}>
              {year}
            </option>
          ))}
        </select>
      </div>
      {typeFilter ? (
        <div className={styles.field}>
          <label htmlFor={`${id}-type`}>{typeFilter.label}</label>
          <select
            id={`${id}-type`}
            name={typeFilter.param ?? 'type'}
            value={query.type ?? (typeFilter.allLabel ? '' : (typeFilter.options[0]?.value ?? ''))}
            onChange={(event) => apply({ type: event.target.value || undefined })}
          >
            {typeFilter.allLabel ? <option value="">{typeFilter.allLabel}</option> : null}
            {typeFilter.options.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </select>
        </div>
      ) : null}
      <div className={`${styles.field} ${styles.keyword}`}>
        <label htmlFor={`${id}-keyword`}>{t('filters.keyword')}</label>
        <div className={styles.searchRow}>
          <input
            id={`${id}-keyword`}
            type="search"
            name="keyword"
            maxLength={KEYWORD_MAX}
            value={keyword}
            placeholder={t('filters.keywordPlaceholder')}
            onChange={(event) => setKeyword(event.target.value)}
          />
          <button type="submit" className={styles.submit}>
            {t('filters.search')}
          </button>
        </div>
      </div>
    </form>
  );
}
