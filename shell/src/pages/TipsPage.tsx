import { useT } from '@azi/shared/ui/PageContext';
import { PageLink } from '@azi/shared/ui/PageLink';
import styles from './StatusPage.module.css';

/** 网站正在建设中...: where menu items lead whose pages are not published yet. */
export function TipsPage() {
  const t = useT('common');
  return (
    <div className={styles.page}>
      <svg className={styles.art} viewBox="0 0 120 80" width="120" height="80" aria-hidden="true">
        <rect x="10" y="52" width="100" height="8" rx="2" fill="#0a3a7a" />
        <path d="M22 52 L40 20 L58 52 Z" fill="#e8520e" />
        <rect x="35" y="32" width="10" height="4" fill="#fff" />
        <rect x="32" y="40" width="16" height="4" fill="#fff" />
        <rect x="70" y="28" width="30" height="24" rx="2" fill="#d9dee6" />
      </svg>
      <h1 className={styles.title}>{t('tips.text')}</h1>
      <PageLink to="home" className={styles.button}>
        {t('tips.back')}
      </PageLink>
    </div>
  );
}
