/**
 * E-mail alerts in the console (issue 24; ir and admin): subscribers per category and language,
 * confirmed or pending, with their consent; CSV export; deletion on request; and the outbox, where
 * every mail shows its status (and, without SMTP_URL, is read here: the feature works without mail).
 */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Announcer, type Announcement } from '../../ui/Announcer';
import styles from './AlertsPage.module.css';
import { Outbox } from './Outbox';
import { Subscribers } from './Subscribers';

export function AlertsPage() {
  const { t } = useTranslation();
  const [message, setMessage] = useState<Announcement | undefined>();
  return (
    <section aria-labelledby="alerts-title" className={styles.page}>
      <h1 id="alerts-title">{t('alerts.title')}</h1>
      <Announcer message={message} />
      <Subscribers onMessage={setMessage} />
      <Outbox />
    </section>
  );
}
