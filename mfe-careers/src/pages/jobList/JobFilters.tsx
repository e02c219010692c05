import { useEffect, useState, type FormEvent } from 'react';
import { useSearchParams } from 'react-router';
import { usePageAddress, usePagePath, useT } from '@azi/shared/ui/PageContext';
import { CategoryIcon } from '../../jobs/CategoryIcon';
import { JOB_CATEGORIES, type JobCategory } from '../../jobs/jobCategories';
import { CATEGORY_PARAM, KEYWORD_PARAM, jobFilterSearch, type JobFilter } from '../../jobs/jobFilter';
import styles from './JobFilters.module.css';

export interface JobFiltersProps {
  filter: JobFilter;
}

/**
 * Narrows the job list by job family and keyword. The choice is written to the URL (replacing the
 * entry, so Back still leaves the page) and filters as the seeker types. Without JavaScript the
 * form still works: it submits the same query to the same page.
 */
export function JobFilters({ filter }: JobFiltersProps) {
  const t = useT('careers');
  const { layout } = usePageAddress();
  const pagePath = usePagePath();
  const [, setSearchParams] = useSearchParams();
  // Typed text is kept here: the URL holds it trimmed, and router updates run in a transition.
  const [keyword, setKeyword] = useState(filter.keyword);
  useEffect(() => {
    setKeyword((typed) => (typed.trim() === filter.keyword ? typed : filter.keyword));
  }, [filter.keyword]);

  const apply = (next: JobFilter) => {
    setSearchParams(new URLSearchParams(jobFilterSearch(next)), { replace: true, preventScrollReset: true });
  };
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    apply({ ...filter, keyword });
  };
  const choices: (JobCategory | undefined)[] = [undefined, ...JOB_CATEGORIES];

  return (
    <form
      role="search"
      aria-label={t('jobList.filter.label')}
      action={pagePath('job_list')}
      method="get"
      onSubmit={onSubmit}
      className={`${styles.filters} ${layout === 'mobile' ? styles.mobile : ''}`}
    >
      <fieldset className={styles.categories}>
        <legend className={styles.legend}>{t('jobList.filter.category')}</legend>
        <div className={styles.chips}>
          {choices.map((category) => (
            <label key={category ?? 'all'} className={styles.chip}>
              <input
                type="radio"
                name={CATEGORY_PARAM}
                value={category ?? ''}
                checked={filter.category === category}
                onChange={() => apply({ category, keyword })}
                className={styles.radio}
              />
              <span className={styles.chipFace}>
                {category ? <CategoryIcon category={category} size={18} /> : null}
                {category ? t(`categories.${category}`) : t('jobList.filter.all')}
              </span>
            </label>
          ))}
        </div>
      </fieldset>
      <div className={styles.keyword}>
        <label htmlFor="job-keyword" className={styles.legend}>
          {t('jobList.filter.keyword')}
        </label>
        <input
          id="job-keyword"
          type="search"
          name={KEYWORD_PARAM}
          value={keyword}
          placeholder={t('jobList.filter.keywordPlaceholder')}
          autoComplete="off"
          enterKeyHint="search"
          onChange={(event) => {
            setKeyword(event.target.value);
            apply({ ...filter, keyword: event.target.value });
          }}
          className={styles.input}
        />
      </div>
    </form>
  );
}
