import { knownDate } from '@azi/shared/api/schemas/content';
import { usePageAddress, useT } from '@azi/shared/ui/PageContext';
import { Section } from '@azi/shared/ui/Section';
import { getInvestorNewsPage } from '@azi/shared/api/get-investor-news-page';
import { getLastQuarterlyAchievement } from '@azi/shared/api/get-last-quarterly-achievement';
import { newsDocument } from '../archive/archiveDefinitions';
import { fiscalPeriodLabel } from '../format/fiscalPeriodLabel';
import { usePageData } from '@azi/shared/data/usePageData';
import { DocumentLink } from '../ui/DocumentLink';
import { LoadFailed, Loading } from '@azi/shared/ui/LoadStatus';
import { ArchiveLink } from './ArchiveLink';
import { LatestDocuments } from './LatestDocuments';
import styles from './InvestorPage.module.css';
import { useLatestDocuments } from './useLatestDocuments';

const NEWS_COUNT = 4;

/** The latest quarter's card: its period, headline figures (in the summary) and documents. */
function LatestResults() {
  const t = useT('investor');
  const { lang } = usePageAddress();
  const latest = usePageData(`investor:lastQuarter:${lang}`, () => getLastQuarterlyAchievement({ lang }));
  if (latest.status === 'loading') return <Loading minHeight={240} />;
  if (latest.status === 'failed') return <LoadFailed message={t('load.failed')} onRetry={latest.retry} />;
  const item = latest.data;
  if (!item) return <p className={styles.muted}>{t('results.noLatest')}</p>;
  return (
    <article className={styles.latest} aria-labelledby="jdyj-latest-title">
      <p className={styles.period}>
        {fiscalPeriodLabel(t, item.fiscalYear, item.fiscalPeriod)}
        <span className={styles.date}>{knownDate(item.date, item.datePrecision)}</span>
      </p>
      <h4 id="jdyj-latest-title" className={styles.latestTitle}>
        {item.title}
      </h4>
      {item.summary ? <p>{item.summary}</p> : null}
      {item.linkUrl ? (
        <>
          <h5 className={styles.documentsHeading}>{t('results.documentsHeading')}</h5>
          <ul className={styles.documentList}>
            <li>
              <DocumentLink url={item.linkUrl} title={item.title} className={styles.documentButton}>
                {t('results.resultsDocument')}
              </DocumentLink>
            </li>
          </ul>
        </>
      ) : null}
    </article>
  );
}

/** #jdyj: the latest quarterly results, then recent investor news; links to archive 1. */
export function ResultsSection({ id, tone }: { id: string; tone: 'light' | 'muted' }) {
  const t = useT('investor');
  const news = useLatestDocuments('news', getInvestorNewsPage, newsDocument, NEWS_COUNT);
  return (
    <Section id={id} title={t('results.title')} lead={t('results.lead')} tone={tone}>
      <div className={styles.columns}>
        <div className={styles.panel}>
          <h3>{t('results.latestHeading')}</h3>
          <LatestResults />
        </div>
        <div className={styles.panel}>
          <h3>{t('results.newsHeading')}</h3>
          <LatestDocuments state={news} rows={NEWS_COUNT} />
        </div>
      </div>
      <ArchiveLink archive={1}>{t('results.viewArchive')}</ArchiveLink>
    </Section>
  );
}
