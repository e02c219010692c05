/**
 * "Site speed" (issue 51; admin and ir, the `siteSpeed` area): how fast pages are for real visitors
 * over the last 28 days, each metric's p75 against Google's thresholds with its daily chart and
 * sample counts, filtered by page kind, layout, language and navigation; a CSV of the same; and the
 * browser errors visitors met.
 */
import { useCallback, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { downloadText } from '@azi/shared/download/downloadText';
import {
  FIELD_LAYOUTS,
  FIELD_NAVIGATIONS,
  FIELD_PAGES,
  formatMetric,
  type SiteSpeedFilter,
} from '@azi/shared/api/schemas/fieldData';
import { LANGS } from '@azi/shared/i18n/languages';
import { Announcer, type Announcement } from '../../ui/Announcer';
import buttons from '../../ui/buttons.module.css';
import list from '../../ui/listPage.module.css';
import { useLoaded } from '../../ui/useLoaded';
import { getSiteSpeed, siteSpeedCsv } from './api/site-speed-api';
import { BrowserErrors } from './BrowserErrors';
import styles from './SiteSpeedPage.module.css';
import { SpeedChart } from './SpeedChart';

const FILTERS = ['page', 'layout', 'visitorLang', 'navigation'] as const;

export function SiteSpeedPage() {
  const { t } = useTranslation();
  const [filter, setFilter] = useState<SiteSpeedFilter>({});
  const [message, setMessage] = useState<Announcement | undefined>();
  const loaded = useLoaded(
    useCallback(() => getSiteSpeed(filter), [filter]),
    JSON.stringify(filter),
  );
  const data = loaded.data;

  const apply = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const next: SiteSpeedFilter = {};
    for (const key of FILTERS) {
      const value = String(form.get(key) ?? '');
      if (value) next[key] = value;
    }
    setFilter(next);
  };

  const exportCsv = async () => {
    try {
      const csv = `\uFEFF${(await siteSpeedCsv(filter)).replace(/^\uFEFF/, '')}`;
      downloadText(csv, `site-speed-${data?.from ?? ''}-to-${data?.to ?? ''}.csv`, 'text/csv;charset=utf-8');
      setMessage({ kind: 'ok', key: 'siteSpeed.exported' });
    } catch (error) {
      setMessage({ kind: 'error', text: error instanceof Error ? error.message : String(error) });
    }
  };

  const choices: Record<(typeof FILTERS)[number], readonly string[]> = {
    page: FIELD_PAGES,
    layout: FIELD_LAYOUTS,
    visitorLang: LANGS,
    navigation: FIELD_NAVIGATIONS,
  };
  const optionLabel = (key: (typeof FILTERS)[number], value: string) =>
    key === 'visitorLang' ? t(`langs.${value}`) : key === 'page' ? value : t(`siteSpeed.${key}s.${value}`);

  return (
    <section aria-labelledby="site-speed-title">
      <h1 id="site-speed-title">{t('siteSpeed.title')}</h1>
      <p>{t('siteSpeed.intro')}</p>
      <Announcer message={message ?? (loaded.error ? { kind: 'error', text: loaded.error } : undefined)} />
      <form className={list.filters} onSubmit={apply} role="search" aria-label={t('siteSpeed.filters')}>
        {FILTERS.map((key) => (
          <label key={key}>
            {t(`siteSpeed.${key}`)}
            <select name={key} defaultValue="">
              <option value="">{t('siteSpeed.all')}</option>
              {choices[key].map((value) => (
                <option key={value} value={value}>
                  {optionLabel(key, value)}
                </option>
              ))}
            </select>
          </label>
        ))}
        <button type="submit" className={buttons.button}>
          {t('siteSpeed.apply')}
        </button>
        <button type="button" className={buttons.primary} onClick={() => void exportCsv()} disabled={!data}>
          {t('siteSpeed.export')}
        </button>
      </form>
      {!data ? (
        !loaded.error && <p role="status">{t('app.loading')}</p>
      ) : (
        <>
          <p>{t('siteSpeed.period', { from: data.from, to: data.to })}</p>
          <ul className={styles.cards} aria-label={t('siteSpeed.metrics')}>
            {data.metrics.map((metric) => {
              const [good, poor] = metric.thresholds;
              const value = metric.p75 === null ? t('siteSpeed.noSamples') : formatMetric(metric.name, metric.p75);
              return (
                <li key={metric.name} className={styles.card} data-metric={metric.name}>
                  <h2 className={styles.metricName}>
                    {metric.name} <span className={styles.metricLong}>{t(`siteSpeed.names.${metric.name}`)}</span>
                  </h2>
                  <p className={styles.value}>
                    <span>{t('siteSpeed.p75', { value })}</span>{' '}
                    {metric.rating && (
                      <span className={`${styles.rating} ${styles[metric.rating]}`}>
                        {t(`siteSpeed.ratings.${metric.rating}`)}
                      </span>
                    )}
                  </p>
                  <p className={styles.small}>
                    {t('siteSpeed.samples', { n: metric.samples })} ·{' '}
                    {t('siteSpeed.thresholds', {
                      good: formatMetric(metric.name, good),
                      poor: formatMetric(metric.name, poor),
                    })}
                  </p>
                  <SpeedChart chart={metric.chart} label={t('siteSpeed.chartLabel', { metric: metric.name, value })} />
                </li>
              );
            })}
          </ul>
        </>
      )}
      <BrowserErrors />
    </section>
  );
}
