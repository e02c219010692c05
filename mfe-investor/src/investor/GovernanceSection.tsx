import { useT } from '@azi/shared/ui/PageContext';
import { PageLink } from '@azi/shared/ui/PageLink';
import { Section } from '@azi/shared/ui/Section';
import { ExternalLink } from '../ui/ExternalLink';
import styles from './GovernanceSection.module.css';

/** The company's filings index on SEC EDGAR (CIK 1959726). */
export const SEC_EDGAR_URL = 'https://www.sec.gov/cgi-bin/browse-edgar?action=getcompany&CIK=1959726';

const COMMITTEES = ['audit', 'compensation', 'nominating'] as const;

/**
 * #qygzwj: governance documents, the three board committees (their members are not published,
 * so none are shown) and the investor FAQ page.
 */
export function GovernanceSection({ id, tone }: { id: string; tone: 'light' | 'muted' }) {
  const t = useT('investor');
  return (
    <Section id={id} title={t('governance.title')} lead={t('governance.lead')} tone={tone}>
      <div className={styles.columns}>
        <div>
          <h3>{t('governance.documentsHeading')}</h3>
          <ul className={styles.documents}>
            <li>
              <ExternalLink href={SEC_EDGAR_URL} className={styles.docLink}>
                {t('governance.documents.edgar')}
              </ExternalLink>
              <p>{t('governance.documents.edgarNote')}</p>
            </li>
            <li>
              <PageLink to="investor_list3" className={styles.docLink}>
                {t('governance.documents.reports')}
              </PageLink>
              <p>{t('governance.documents.reportsNote')}</p>
            </li>
            <li>
              <PageLink to="introduce" hash="wyhgc" className={styles.docLink}>
                {t('governance.documents.board')}
              </PageLink>
              <p>{t('governance.documents.boardNote')}</p>
            </li>
          </ul>
          <h3>{t('governance.moreHeading')}</h3>
          <p>
            <PageLink to="faq" className={styles.docLink}>
              {t('governance.faq')}
            </PageLink>
          </p>
        </div>
        <div>
          <h3>{t('governance.committeesHeading')}</h3>
          <ul className={styles.committees}>
            {COMMITTEES.map((committee) => (
              <li key={committee}>
                <h4>{t(`governance.committees.${committee}.name`)}</h4>
                <p>{t(`governance.committees.${committee}.description`)}</p>
              </li>
            ))}
          </ul>
          <p className={styles.note}>{t('governance.committeesNote')}</p>
        </div>
      </div>
    </Section>
  );
}
