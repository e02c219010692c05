/**
 * /accessibility and /mobile/accessibility (issue 41): the standard the site is tested against,
 * how it is tested (what the repository really runs), its known limitations and how to report a
 * barrier to staff (the contact form, or the configured addresses).
 */
import { useSiteConfig, useT, usePageLanguage } from '@azi/shared/ui/PageContext';
import { PageLink } from '@azi/shared/ui/PageLink';
import { usePageText } from '../shellText';
import { ACCESSIBILITY_NAMESPACE, ACCESSIBILITY_TEXT } from './accessibilityText';
import styles from './AccessibilityPage.module.css';

function TextList({ items }: { items: readonly string[] }) {
  return (
    <ul>
      {items.map((item) => (
        <li key={item}>{item}</li>
      ))}
    </ul>
  );
}

export function AccessibilityPage() {
  const { lang, layout } = usePageLanguage();
  usePageText(ACCESSIBILITY_TEXT, lang);
  const t = useT(ACCESSIBILITY_NAMESPACE);
  const config = useSiteConfig();
  const list = (key: string) => t(key, { returnObjects: true }) as unknown as readonly string[];
  return (
    <article className={`${styles.page} ${layout === 'mobile' ? styles.mobile : ''}`}>
      <h1 className={styles.title}>{t('title')}</h1>
      <p className={styles.lead}>{t('intro')}</p>
      <section aria-labelledby="a11y-standard">
        <h2 id="a11y-standard">{t('standardHeading')}</h2>
        <p>{t('standard')}</p>
      </section>
      <section aria-labelledby="a11y-testing">
        <h2 id="a11y-testing">{t('testingHeading')}</h2>
        <p>{t('testingLead')}</p>
        <TextList items={list('testing')} />
      </section>
      <section aria-labelledby="a11y-limits">
        <h2 id="a11y-limits">{t('limitsHeading')}</h2>
        <TextList items={list('limits')} />
      </section>
      <section aria-labelledby="a11y-report">
        <h2 id="a11y-report">{t('reportHeading')}</h2>
        <p>{t('report')}</p>
        <dl className={styles.contacts}>
          <dt>{t('reportForm')}</dt>
          <dd>
            <PageLink to="contact">{t('reportForm')}</PageLink>
          </dd>
          <dt>{t('reportEmail')}</dt>
          <dd>
            <a href={`mailto:${config.serviceEmail}`}>{config.serviceEmail}</a>
          </dd>
          <dt>{t('reportIr')}</dt>
          <dd>
            <a href={`mailto:${config.irEmail}`}>{config.irEmail}</a>
          </dd>
        </dl>
      </section>
      <p className={styles.updated}>{t('updated')}</p>
    </article>
  );
}
