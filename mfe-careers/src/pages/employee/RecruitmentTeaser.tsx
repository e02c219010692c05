import { useT } from '@azi/shared/ui/PageContext';
import { PageLink } from '@azi/shared/ui/PageLink';
import { CategoryIcon } from '../../jobs/CategoryIcon';
import { JOB_CATEGORIES } from '../../jobs/jobCategories';
import { jobFilterSearch } from '../../jobs/jobFilter';
import { POSITIONS } from '../../jobs/positions';
import styles from './RecruitmentTeaser.module.css';

/** The recruitment section: the open positions by family, and the way to the job list. */
export function RecruitmentTeaser() {
  const t = useT('careers');
  const families = JOB_CATEGORIES.map((category) => ({
    category,
    count: POSITIONS.filter((position) => position.category === category).length,
  })).filter(({ count }) => count > 0);
  return (
    <>
      <h3 className={styles.heading}>{t('employee.recruitment.categoriesHeading')}</h3>
      <ul className={styles.families}>
        {families.map(({ category, count }) => (
          <li key={category}>
            <PageLink to="job_list" query={jobFilterSearch({ category, keyword: '' })} className={styles.family}>
              <CategoryIcon category={category} size={22} />
              {t('employee.recruitment.categoryLink', { category: t(`categories.${category}`), count })}
            </PageLink>
          </li>
        ))}
      </ul>
      <PageLink to="job_list" className={styles.cta}>
        {t('employee.recruitment.cta')}
      </PageLink>
    </>
  );
}
