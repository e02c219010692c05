/**
 * /event?id=N (issue 41): one investor event, before, during and after it. Its phase comes from
 * the API with the event (the API's clock), so the served HTML and the hydrated page agree; the
 * site's page cache keeps it no longer than the next phase change.
 */
import { ApiError } from '@azi/shared/api/ApiError';
import { getInvestorEvent } from '@azi/shared/api/get-investor-event';
import type { InvestorCalendarItem } from '@azi/shared/api/schemas/content';
import { useHttpStatus } from '@azi/shared/data/renderReport';
import { usePageData } from '@azi/shared/data/usePageData';
import { useDocumentMeta } from '@azi/shared/hooks/useDocumentMeta';
import { readQueryNumber } from '@azi/shared/routing/queryNumber';
import { useSearchParams } from '@azi/shared/routing/navigation';
import { ID_MAX } from '@azi/shared/api/schemas/content';
import { JsonLd } from '@azi/shared/ui/JsonLd';
import { choiceLabel } from '@azi/shared/content/contentLabels';
import { LoadFailed, Loading } from '@azi/shared/ui/LoadStatus';
import { usePageAddress, useT } from '@azi/shared/ui/PageContext';
import { PageLink } from '@azi/shared/ui/PageLink';
import { eventJsonLd } from './eventJsonLd';
import { EventLinks } from './EventLinks';
import { EventPhaseBadge } from './EventPhaseBadge';
import { EventTimes } from './EventTimes';
import { EventTranscript } from './EventTranscript';
import styles from './EventPage.module.css';

const isNotFound = (error: unknown) => error instanceof ApiError && error.status === 404;

function EventView({ item }: { item: InvestorCalendarItem }) {
  const t = useT('investor');
  const { lang } = usePageAddress();
  return (
    <article className={styles.event} data-phase={item.phase}>
      <header className={styles.header}>
        <p className={styles.kicker}>
          <span>{choiceLabel('investorCalendar', 'kind', item.kind, lang)}</span>
          <EventPhaseBadge item={item} />
          <span>{t(`event.attendance.${item.attendance}`)}</span>
        </p>
        <h1 className={styles.title}>{item.title}</h1>
        <EventTimes item={item} />
        {item.venue ? (
          <p className={styles.venue}>
            {t('event.venue')}: {item.venue}
          </p>
        ) : null}
        {item.summary ? <p className={styles.summary}>{item.summary}</p> : null}
      </header>
      <EventLinks item={item} />
      {item.phase === 'after' && item.transcript ? <EventTranscript text={item.transcript} /> : null}
      <JsonLd data={eventJsonLd(item, lang)} />
    </article>
  );
}

export function EventPage() {
  const t = useT('investor');
  const { lang, layout } = usePageAddress();
  const [searchParams] = useSearchParams();
  const id = readQueryNumber(searchParams.get('id'), 1, ID_MAX);
  const request = usePageData(`investor:event:${lang}/${id ?? 'none'}`, () =>
    id === undefined ? Promise.resolve(undefined) : getInvestorEvent({ id, lang }),
  );
  const notFound =
    id === undefined ||
    (request.status === 'failed' && isNotFound(request.error)) ||
    (request.status === 'ready' && !request.data);
  useHttpStatus(notFound ? 404 : undefined);
  useDocumentMeta(
    notFound
      ? { title: t('event.notFound') }
      : request.status === 'ready' && request.data
        ? { title: t('event.metaTitle', { title: request.data.title }), description: request.data.summary || undefined }
        : { title: '' },
  );
  return (
    <div className={`${styles.page} ${layout === 'mobile' ? styles.mobile : ''}`}>
      <PageLink to="investor" hash="hyyj" className={styles.back}>
        {t('event.back')}
      </PageLink>
      {notFound ? <h1 className={styles.title}>{t('event.notFound')}</h1> : null}
      {!notFound && request.status === 'loading' ? <Loading minHeight={240} /> : null}
      {!notFound && request.status === 'failed' ? (
        <LoadFailed message={t('event.loadFailed')} onRetry={request.retry} />
      ) : null}
      {!notFound && request.status === 'ready' && request.data ? <EventView item={request.data} /> : null}
    </div>
  );
}
