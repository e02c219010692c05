/**
 * /faq (issue 41): the IR contact and the questions investors ask, each answer from the company's
 * public facts (CONTENT-FACTS.md), with schema.org FAQPage data of the same words.
 */
import { JsonLd } from '@azi/shared/ui/JsonLd';
import { usePageAddress, useSiteConfig, useT } from '@azi/shared/ui/PageContext';
import { PageLink } from '@azi/shared/ui/PageLink';
import { ExternalLink } from '../ui/ExternalLink';
import { FAQ_QUESTIONS, type FaqLink } from './faqQuestions';
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

export function FaqPage() {
  const t = useT('investor');
  const config = useSiteConfig();
  const { layout } = usePageAddress();
  const questions = FAQ_QUESTIONS.map((question) => ({ ...question, q: t(`faq.q.${question.id}.q`), a: t(`faq.q.${question.id}.a`) }));
  const jsonLd = {
    '@context': 'https://schema.org',
    '@type': 'FAQPage',
    mainEntity: questions.map(({ q, a }) => ({ '@type': 'Question', name: q, acceptedAnswer: { '@type': 'Answer', text: a } })),
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
      <section aria-labelledby="faq-questions">
        <h2 id="faq-questions">{t('faq.questionsHeading')}</h2>
        {questions.map(({ id, q, a, links }) => (
          <div key={id} className={styles.question} id={`faq-${id}`}>
            <h3>{q}</h3>
            <p>{a}</p>
            {links ? (
              <ul className={styles.links}>
                {links.map((link) => (
                  <li key={link.label}>
                    <AnswerLink link={link} />
                  </li>
                ))}
              </ul>
            ) : null}
          </div>
        ))}
      </section>
      <JsonLd data={jsonLd} />
    </div>
  );
}
