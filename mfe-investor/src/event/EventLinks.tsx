import type { InvestorCalendarItem } from '@azi/shared/api/schemas/content';
import { eventFeedPath } from '@azi/shared/events/eventCalendar';
import { canAddToCalendar, hasCalendarDate } from '@azi/shared/events/eventPhase';
import { useHydrated } from '@azi/shared/hooks/useHydrated';
import { usePageLanguage, useT } from '@azi/shared/ui/PageContext';
import { AddToCalendarLink } from '../calendar/AddToCalendarLink';
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
      <a
        className={styles.link}
        href={hydrated ? `webcal://${window.location.host}${path}` : path}
        data-testid="event-subscribe"
      >
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
    const any = (['replayUrl', 'slidesUrl', 'transcriptUrl', 'pressReleaseUrl'] as const).some(
      (key) => item[key] !== '',
    );
    return (
      <section aria-labelledby="event-after" className={styles.phase}>
        <h2 id="event-after">{t('event.afterHeading')}</h2>
        {any ? (
          <LinkList item={item} keys={['replayUrl', 'slidesUrl', 'transcriptUrl', 'pressReleaseUrl']} />
        ) : (
          <p>{t('event.nothingAfter')}</p>
        )}
      </section>
    );
  }
  // The webcast is made prominent from a quarter of an hour before the start until the end.
  const underWay = item.phase === 'starting' || item.phase === 'live';
  const joinKeys: LinkKey[] = underWay && item.webcastUrl ? ['registrationUrl'] : ['registrationUrl', 'webcastUrl'];
  const anyWay = joinKeys.some((key) => item[key] !== '') || item.dialIn !== '';
  const addable = canAddToCalendar(item);
  return (
    <>
      {underWay && item.webcastUrl ? (
        <section className={styles.live} aria-labelledby="event-live">
          <h2 id="event-live">{t(`event.phase.${item.phase}`)}</h2>
          <p>{t(item.phase === 'live' ? 'event.liveLead' : 'event.startingLead')}</p>
          <ExternalLink href={item.webcastUrl} className={styles.liveButton}>
            {t('event.joinLive')}
          </ExternalLink>
        </section>
      ) : null}
      {/* Under way with only a webcast, the box above says it all: no empty "How to join" (issue 53). Nor
          is one promised for an item known only to the month or year (a filing, not a call). */}
      {anyWay || addable || (!underWay && hasCalendarDate(item)) ? (
        <section aria-labelledby="event-join" className={styles.phase}>
          <h2 id="event-join">{t('event.beforeHeading')}</h2>
          {anyWay ? null : <p>{t('event.nothingYet')}</p>}
          <LinkList item={item} keys={joinKeys} />
          <DialIn item={item} />
          {addable ? (
            <div className={styles.actions}>
              <AddToCalendarLink item={item} />
            </div>
          ) : null}
        </section>
      ) : null}
      <SubscribeLink />
    </>
  );
}
