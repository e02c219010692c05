import { Fragment } from 'react';
import { useT } from '@azi/shared/ui/PageContext';
import { transcriptParagraphs } from './transcriptParagraphs';
import styles from './EventPage.module.css';

/** The transcript as text, after the event (issue 41): paragraphs as typed, escaped by React. */
export function EventTranscript({ text }: { text: string }) {
  const t = useT('investor');
  const paragraphs = transcriptParagraphs(text);
  if (paragraphs.length === 0) return null;
  return (
    <section className={styles.transcript} aria-labelledby="event-transcript" data-testid="event-transcript">
      <h2 id="event-transcript">{t('event.transcriptText')}</h2>
      {paragraphs.map((lines, index) => (
        <p key={index}>
          {lines.map((line, at) => (
            <Fragment key={at}>
              {at > 0 ? <br /> : null}
              {line}
            </Fragment>
          ))}
        </p>
      ))}
    </section>
  );
}
