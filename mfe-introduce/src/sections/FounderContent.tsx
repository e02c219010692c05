import { CheckList } from '@azi/shared/ui/CheckList';
import { usePageAddress, useT } from '@azi/shared/ui/PageContext';
import styles from './FounderContent.module.css';

const FACTS = ['withCompany', 'formerRole', 'shareholder'] as const;

/** #csrjs: the founder's profile, only from docs/company-facts.md (People). */
export function FounderContent() {
  const t = useT('introduce');
  const { layout } = usePageAddress();
  const bio = t('founder.bio', { returnObjects: true }) as string[];
  return (
    <article className={`${styles.profile} ${layout === 'mobile' ? styles.mobile : ''}`} aria-labelledby="founder-name">
      <header className={styles.identity}>
        <span className={styles.monogram} aria-hidden="true">
          {t('people.houqiZhang.monogram')}
        </span>
        <h3 id="founder-name" className={styles.name}>
          {t('people.houqiZhang.name')}
        </h3>
        <p className={styles.role}>{t('roles.founderChairmanCeo')}</p>
      </header>
      <div className={styles.story}>
        {bio.map((paragraph) => (
          <p key={paragraph}>{paragraph}</p>
        ))}
        <h4 className={styles.factsTitle}>{t('founder.factsLabel')}</h4>
        <CheckList items={FACTS.map((fact) => t(`founder.facts.${fact}`))} />
      </div>
    </article>
  );
}
