import type { InvestorCalendarItem } from '@azi/shared/api/schemas/content';
import { eventFeedPath } from '@azi/shared/events/eventCalendar';
import { useHydrated } from '@azi/shared/hooks/useHydrated';
import { usePageLanguage, useT } from '@azi/shared/ui/PageContext';
import { AddToCalendarButton } from '../calendar/AddToCalendarButton';
import { DocumentLink } from '../ui/DocumentLink';
import { ExternalLink } from '../ui/ExternalLink';
import styles from './EventPage.module.css';

type LinkKey = 'registrationUrl' | 'webcastUrl' | 'replayUrl' | 'slidesUrl' | 'transcriptUrl' | 'pressReleaseUrl';
const LABEL: Record<LinkKey, string> = {
  registrationUrl: 'event.register',
  webcastUrl: 'event.webcast',
  replayUrl: 'event.replay',
  slidesUrl: 'event.slides',
  transcriptUrl: 'event.transcript',
  pressReleaseUrl: 'event.pressRelease',
};

/** The filled links among `keys`, each a link that says what it opens. */
function LinkList({ item, keys }: { item: InvestorCalendarItem; keys: readonly LinkKey[] }) {
  const t = useT('investor');
  const filled = keys.filter((key) => item[key] !== '');
  if (filled.length === 0) return null;
  return (
    <ul className={styles.links}>
      {filled.map((key) => (
        <li key={key}>
          <DocumentLink url={item[key]} title={item.title} className={styles.link}>
            {t(LABEL[key])}
          </DocumentLink>
        </li>
      ))}
    </ul>
  );
}

function DialIn({ item }: { item: InvestorCalendarItem }) {
  const t = useT('investor');
  if (!item.dialIn) return null;
  return (
    <div className={styles.dialIn}>
      <h3>{t('event.dialIn')}</h3>
      <p>{item.dialIn}</p>
    </div>
  );
}

/** The subscribed calendar: webcal: once the page knows its own host, the .ics file before. */
function SubscribeLink() {
  const t = useT('investor');
  const { lang } = usePageLanguage();
  const hydrated = useHydrated();
  const path = eventFeedPath(lang);
  return (
    <section className={styles.subscribe} aria-labelledby="event-subscribe">
      <h2 id="event-subscribe">{t('event.subscribeHeading')}</h2>
      <p>{t('event.subscribeHint')}</p>
      <a className={styles.link} href={hydrated ? `webcal://${window.location.host}${path}` : path} data-testid="event-subscribe">
        {t('event.subscribe')}
      </a>
    </section>
  );
}

/** What the event's phase offers: how to join before it, the live link during it, the materials after it. */
export function EventLinks({ item }: { item: InvestorCalendarItem }) {
  const t = useT('investor');
  if (item.phase === 'cancelled') {
    return (
      <p role="status" className={styles.cancelled}>
        {t('event.cancelled')}
      </p>
    );
  }
  if (item.phase === 'after') {
    const any = (['replayUrl', 'slidesUrl', 'transcriptUrl', 'pressReleaseUrl'] as const).some((key) => item[key] !== '');
    return (
      <section aria-labelledby="event-after" className={styles.phase}>
        <h2 id="event-after">{t('event.afterHeading')}</h2>
        {any ? <LinkList item={item} keys={['replayUrl', 'slidesUrl', 'transcriptUrl', 'pressReleaseUrl']} /> : <p>{t('event.nothingAfter')}</p>}
      </section>
    );
  }
  const live = item.phase === 'live';
  return (
    <>
      {live && item.webcastUrl ? (
        <section className={styles.live} aria-labelledby="event-live">
          <h2 id="event-live">{t('event.phase.live')}</h2>
          <p>{t('event.liveLead')}</p>
          <ExternalLink href={item.webcastUrl} className={styles.liveButton}>
            {t('event.joinLive')}
          </ExternalLink>
        </section>
      ) : null}
      <section aria-labelledby="event-join" className={styles.phase}>
        <h2 id="event-join">{t('event.beforeHeading')}</h2>
        {item.registrationUrl || item.webcastUrl || item.dialIn ? null : <p>{t('event.nothingYet')}</p>}
        <LinkList item={item} keys={live ? ['registrationUrl'] : ['registrationUrl', 'webcastUrl']} />
        <DialIn item={item} />
        {live ? null : (
          <div className={styles.actions}>
            <AddToCalendarButton item={item} />
          </div>
        )}
      </section>
      <SubscribeLink />
    </>
  );
}
