import { usePageAddress, useT } from '@azi/shared/ui/PageContext';
import { ServiceIcon } from '../components/ServiceIcon';
import { SAAS_MODULES } from '../data/saasModules';
import styles from './SaasModuleGrid.module.css';

/** The eight modules of the smart-store SaaS as a grid of icon tiles. */
export function SaasModuleGrid() {
  const t = useT('service');
  const { layout } = usePageAddress();
  return (
    <div className={`${styles.modules} ${layout === 'mobile' ? styles.mobile : ''}`}>
      <h3 id="saas-modules-title" className={styles.title}>
        {t('smartStore.modulesTitle')}
      </h3>
      <ul className={styles.grid} aria-labelledby="saas-modules-title">
        {SAAS_MODULES.map((module) => (
          <li key={module} className={styles.module}>
            <span className={styles.icon}>
              <ServiceIcon name={module} size={layout === 'mobile' ? 26 : 32} />
            </span>
            <h4 className={styles.name}>{t(`smartStore.modules.${module}.name`)}</h4>
            <p className={styles.body}>{t(`smartStore.modules.${module}.body`)}</p>
          </li>
        ))}
      </ul>
    </div>
  );
}
