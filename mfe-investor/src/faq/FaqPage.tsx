/**
 * /faq (issue 41): the IR contact, the facts IR staff have filled in (transfer agent, auditor, …)
 * and the questions investors ask, all published from the console in three languages (the seeded
 * answers come from docs/company-facts.md), with schema.org FAQPage data of the same words.
 */
import { getFaqPage } from '@azi/shared/api/get-faq-page';
import type { FaqItem } from '@azi/shared/api/schemas/content';
import { faqAnchor } from '@azi/shared/content/faq';
import { usePageData } from '@azi/shared/data/usePageData';
import { EmptyState } from '@azi/shared/ui/EmptyState';
import { JsonLd } from '@azi/shared/ui/JsonLd';
import { LoadFailed, Loading } from '@azi/shared/ui/LoadStatus';
import { usePageAddress, useSiteConfig, useT } from '@azi/shared/ui/PageContext';
import { PageLink } from '@azi/shared/ui/PageLink';
import { ExternalLink } from '../ui/ExternalLink';
import { FAQ_LINKS, type FaqLink } from './faqLinks';
import styles from './FaqPage.module.css';

function AnswerLink({ link }: { link: FaqLink }) {
  const t = useT('investor');
  if ('href' in link) return <ExternalLink href={link.href}>{t(link.label)}</ExternalLink>;
  return (
    <PageLink to={link.page} hash={link.hash}>
      {t(link.label)}
    </PageLink>
  );
}

/** The facts staff filled in; nothing at all (not even a heading) while there are none. */
function FaqFacts({ facts }: { facts: FaqItem[] }) {
  const t = useT('investor');
  if (facts.length === 0) return null;
  return (
    <section className={styles.facts} aria-labelledby="faq-facts">
      <h2 id="faq-facts">{t('faq.factsHeading')}</h2>
      <dl>
        {facts.map((fact) => (
          <div key={fact.id} data-testid={`faq-fact-${fact.entry}`}>
            <dt>{t(`faq.facts.${fact.entry}`)}</dt>
            <dd>
              {fact.title}
              {fact.summary ? <span className={styles.factNote}>{fact.summary}</span> : null}
            </dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

function FaqQuestions({ questions }: { questions: FaqItem[] }) {
  if (questions.length === 0) return <EmptyState />;
  return (
    <>
      {questions.map(({ id, title, summary, relatedLinks }) => (
        <div key={id} className={styles.question} id={faqAnchor(id)}>
          <h3>{title}</h3>
          <p>{summary}</p>
          {FAQ_LINKS[relatedLinks].length > 0 ? (
            <ul className={styles.links}>
              {FAQ_LINKS[relatedLinks].map((link) => (
                <li key={link.label}>
                  <AnswerLink link={link} />
                </li>
              ))}
            </ul>
          ) : null}
        </div>
      ))}
    </>
  );
}

export function FaqPage() {
  const t = useT('investor');
  const config = useSiteConfig();
  const { lang, layout } = usePageAddress();
  const entries = usePageData(`investor:faq:${lang}`, () => getFaqPage({ lang }));
  const list = entries.status === 'ready' ? entries.data.list : [];
  const questions = list.filter((entry) => entry.entry === 'question');
  const facts = list.filter((entry) => entry.entry !== 'question');
  const jsonLd = {
    '@context': 'https://schema.org',
    '@type': 'FAQPage',
    mainEntity: questions.map(({ title, summary }) => ({
      '@type': 'Question',
      name: title,
      acceptedAnswer: { '@type': 'Answer', text: summary },
    })),
  };
  return (
    <div className={`${styles.page} ${layout === 'mobile' ? styles.mobile : ''}`}>
      <h1 className={styles.title}>{t('faq.title')}</h1>
      <p className={styles.lead}>{t('faq.lead')}</p>
      <section className={styles.contact} aria-labelledby="faq-contact">
        <h2 id="faq-contact">{t('faq.contactHeading')}</h2>
        <dl>
          <dt>{t('faq.contactEmail')}</dt>
          <dd>
            <a href={`mailto:${config.irEmail}`}>{config.irEmail}</a>
          </dd>
        </dl>
        <p>
          {t('faq.contactForm')} <PageLink to="contact">{t('faq.contactFormLink')}</PageLink>
        </p>
      </section>
      <FaqFacts facts={facts} />
      <section aria-labelledby="faq-questions">
        <h2 id="faq-questions">{t('faq.questionsHeading')}</h2>
        {entries.status === 'loading' ? <Loading minHeight={240} /> : null}
        {entries.status === 'failed' ? <LoadFailed message={t('load.failed')} onRetry={entries.retry} /> : null}
        {entries.status === 'ready' ? <FaqQuestions questions={questions} /> : null}
      </section>
      {questions.length > 0 ? <JsonLd data={jsonLd} /> : null}
    </div>
  );
}
