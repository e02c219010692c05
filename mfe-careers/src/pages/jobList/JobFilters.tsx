import { useRef, useState, type FormEvent } from 'react';
import { useEarlyInput } from '@azi/shared/hooks/useEarlyInput';
import { useSearchParams } from '@azi/shared/routing/navigation';
import { usePageAddress, usePagePath, useT } from '@azi/shared/ui/PageContext';
import { CategoryIcon } from '../../jobs/CategoryIcon';
import { JOB_CATEGORIES, type JobCategory } from '../../jobs/jobCategories';
import { jobChoiceLabel } from '../../jobs/jobLabels';
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
  const { lang, layout } = usePageAddress();
  const pagePath = usePagePath();
  const [, setSearchParams] = useSearchParams();
  // The inputs answer from local state at once: router updates run in a transition, and a
  // controlled input would otherwise snap back until it lands. The URL holds the keyword trimmed.
  const [keyword, setKeyword] = useState(filter.keyword);
  const [category, setCategory] = useState(filter.category);
  // A new URL (Back, a link) shows its filter in the inputs.
  const [shownFor, setShownFor] = useState(filter);
  if (shownFor.keyword !== filter.keyword || shownFor.category !== filter.category) {
    setShownFor(filter);
    if (shownFor.keyword !== filter.keyword && keyword.trim() !== filter.keyword) setKeyword(filter.keyword);
    if (shownFor.category !== filter.category) setCategory(filter.category);
  }

  const apply = (next: JobFilter) => {
    setSearchParams(new URLSearchParams(jobFilterSearch(next)), { replace: true, preventScrollReset: true });
  };
  // A choice or keyword made before the script arrived filters as soon as the form hydrates.
  const formRef = useRef<HTMLFormElement>(null);
  useEarlyInput(formRef, (inputs) => {
    let next: JobFilter = { category, keyword };
    for (const { name, value } of inputs) {
      if (name === CATEGORY_PARAM) next = { ...next, category: JOB_CATEGORIES.find((known) => known === value) };
      if (name === KEYWORD_PARAM) next = { ...next, keyword: value };
    }
    setCategory(next.category);
    setKeyword(next.keyword);
    apply(next);
  });
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    apply({ category, keyword });
  };
  const choices: (JobCategory | undefined)[] = [undefined, ...JOB_CATEGORIES];

  return (
    <form
      ref={formRef}
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
          {choices.map((choice) => (
            <label key={choice ?? 'all'} className={styles.chip}>
              <input
                type="radio"
                name={CATEGORY_PARAM}
                value={choice ?? ''}
                checked={category === choice}
                onChange={() => {
                  setCategory(choice);
                  apply({ category: choice, keyword });
                }}
                className={styles.radio}
              />
              <span className={styles.chipFace}>
                {choice ? <CategoryIcon category={choice} size={18} /> : null}
                {choice ? jobChoiceLabel('category', choice, lang) : t('jobList.filter.all')}
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
            apply({ category, keyword: event.target.value });
          }}
          className={styles.input}
        />
      </div>
    </form>
  );
}
