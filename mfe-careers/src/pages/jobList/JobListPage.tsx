import type { Page } from '@azi/shared/api/schemas/content';
import type { JobItem } from '@azi/shared/api/schemas/job';
import { useSearchParams } from '@azi/shared/routing/navigation';
import { AlertSubscribeForm } from '@azi/shared/ui/AlertSubscribeForm';
import { EmptyState } from '@azi/shared/ui/EmptyState';
import { LoadFailed, Loading } from '@azi/shared/ui/LoadStatus';
import { PageBanner } from '@azi/shared/ui/PageBanner';
import { usePageAddress, useT } from '@azi/shared/ui/PageContext';
import { PageLink } from '@azi/shared/ui/PageLink';
import { Section } from '@azi/shared/ui/Section';
import { ALERT_TEXTS } from '@azi/shared/validation/alertSubscription';
import { readJobFilter } from '../../jobs/jobFilter';
import { useLatestAnswer, useOpenJobs } from '../../jobs/useOpenJobs';
import { JobCards } from './JobCards';
import { JobFilters } from './JobFilters';
import { JobTable } from './JobTable';
import styles from './JobListPage.module.css';

/** /job_list: the open jobs from the API, narrowed by the filter in the URL (?category=…&q=…). */
export function JobListPage() {
  const t = useT('careers');
  const { lang, layout } = usePageAddress();
  const [params] = useSearchParams();
  const filter = readJobFilter(params);
  const request = useOpenJobs(filter);
  const shown = useLatestAnswer(request);
  const filtered = filter.category !== undefined || filter.keyword !== '';

  return (
    <>
      <PageBanner title={t('jobList.banner.title')} subtitle={t('jobList.banner.subtitle')} />
      <div className={`${styles.body} ${layout === 'mobile' ? styles.mobile : ''}`}>
        <JobFilters filter={filter} />
        <div aria-busy={request.status === 'loading'}>
          {request.status === 'failed' ? (
            <LoadFailed message={t('jobList.loadFailed')} onRetry={request.retry} />
          ) : shown ? (
            <JobResults page={shown} filtered={filtered} />
          ) : (
            <Loading minHeight={240} />
          )}
        </div>
      </div>
      {/* New openings by e-mail (the alerts' careers category, issue 56). */}
      <Section id="alerts" title={ALERT_TEXTS[lang].form.title} tone="muted">
        <AlertSubscribeForm from="careers" defaultCategories={['careers']} />
      </Section>
    </>
  );
}

function JobResults({ page, filtered }: { page: Page<JobItem>; filtered: boolean }) {
  const t = useT('careers');
  const { layout } = usePageAddress();
  const { list, total } = page;
  return (
    <>
      <div className={styles.summary}>
        <p role="status" className={styles.count}>
          {t('jobList.count', { count: total })}
        </p>
        {filtered ? (
          <PageLink to="job_list" className={styles.clear}>
            {t('jobList.filter.clear')}
          </PageLink>
        ) : null}
      </div>
      {list.length === 0 ? <EmptyState /> : layout === 'mobile' ? <JobCards items={list} /> : <JobTable items={list} />}
      {total > list.length ? (
        <p className={styles.count}>{t('jobList.moreThanShown', { shown: list.length, count: total })}</p>
      ) : null}
    </>
  );
}
