import { usePageAddress, useT } from '@azi/shared/ui/PageContext';
import { ContactFacts } from './ContactFacts';
import { ContactForm } from './ContactForm';
import styles from './ContactPage.module.css';

/** /contact and /mobile/contact: the message form beside the company's contact details. */
export function ContactPage() {
  const t = useT('contact');
  const { layout } = usePageAddress();
  return (
    <div className={`${styles.page} ${layout === 'mobile' ? styles.mobile : styles.desktop}`}>
      <div className={styles.intro}>
        <h1 className={styles.title}>{t('page.title')}</h1>
        <p className={styles.lead}>{t('page.lead')}</p>
      </div>
      <div className={styles.columns}>
        <ContactForm />
        <ContactFacts />
      </div>
    </div>
  );
}
