import type { ReactNode } from 'react';
import { usePageAddress, useSiteConfig, useT } from '@azi/shared/ui/PageContext';
import styles from './ContactFacts.module.css';

/** A phone number as a tel: link target (digits and a leading +). */
function telHref(number: string): string {
  return `tel:${number.replace(/[^\d+]/g, '')}`;
}

const ICONS = {
  phone:
    'M6.6 10.8a15.1 15.1 0 0 0 6.6 6.6l2.2-2.2a1 1 0 0 1 1-.25 11.4 11.4 0 0 0 3.6.57 1 1 0 0 1 1 1V20a1 1 0 0 1-1 1A17 17 0 0 1 3 4a1 1 0 0 1 1-1h3.5a1 1 0 0 1 1 1c0 1.25.2 2.45.57 3.57a1 1 0 0 1-.25 1z',
  mail: 'M3 5h18a1 1 0 0 1 1 1v12a1 1 0 0 1-1 1H3a1 1 0 0 1-1-1V6a1 1 0 0 1 1-1zm9 7.2L4.4 7H4v.3l8 5.5 8-5.5V7h-.4z',
  pin: 'M12 2a7 7 0 0 1 7 7c0 5.2-7 13-7 13S5 14.2 5 9a7 7 0 0 1 7-7zm0 4.5A2.5 2.5 0 1 0 12 11.5 2.5 2.5 0 0 0 12 6.5z',
} as const;

function Fact({
  icon,
  label,
  note,
  children,
}: {
  icon: keyof typeof ICONS;
  label: string;
  note?: string;
  children: ReactNode;
}) {
  return (
    <li className={styles.fact}>
      <svg className={styles.icon} viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" focusable="false">
        <path fill="currentColor" d={ICONS[icon]} />
      </svg>
      <div>
        <h3 className={styles.label}>{label}</h3>
        <p className={styles.value}>{children}</p>
        {note ? <p className={styles.note}>{note}</p> : null}
      </div>
    </li>
  );
}

/** The ways to reach the company besides the form: hotlines, mailboxes and the head office. */
export function ContactFacts() {
  const t = useT('contact');
  const { layout } = usePageAddress();
  const config = useSiteConfig();
  return (
    <aside
      className={`${styles.facts} ${layout === 'mobile' ? styles.mobile : ''}`}
      aria-labelledby="contact-facts-title"
    >
      <h2 id="contact-facts-title" className={styles.title}>
        {t('facts.title')}
      </h2>
      <ul className={styles.list}>
        <Fact icon="phone" label={t('facts.supportHotline')} note={t('facts.supportHours')}>
          <a href={telHref(config.supportHotline)}>{config.supportHotline}</a>
        </Fact>
        <Fact icon="mail" label={t('facts.serviceEmail')}>
          <a href={`mailto:${config.serviceEmail}`}>{config.serviceEmail}</a>
        </Fact>
        <Fact icon="mail" label={t('facts.irEmail')}>
          <a href={`mailto:${config.irEmail}`}>{config.irEmail}</a>
        </Fact>
        <Fact icon="phone" label={t('facts.franchiseHotline')} note={t('facts.franchiseHours')}>
          <a href={telHref(config.franchiseHotline)}>{config.franchiseHotline}</a>
        </Fact>
        <Fact icon="pin" label={t('facts.address')}>
          {t('facts.addressValue')}
        </Fact>
      </ul>
    </aside>
  );
}
