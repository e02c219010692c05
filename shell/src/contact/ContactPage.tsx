import { usePageAddress, useT } from '@azi/shared/ui/PageContext';
import { usePageText } from '../shellText';
import { ContactFacts } from './ContactFacts';
import { CONTACT_NAMESPACE, CONTACT_TEXT } from './contactText';
import { ContactForm } from './ContactForm';
import styles from './ContactPage.module.css';

/** /contact and /mobile/contact: the message form beside the company's contact details. */
export function ContactPage() {
  const { lang, layout } = usePageAddress();
  usePageText(CONTACT_TEXT, lang);
  const t = useT(CONTACT_NAMESPACE);
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
