import type { InvestorArchiveId } from '@azi/shared/routing/sitePages';
import { PageLink } from '@azi/shared/ui/PageLink';
import styles from './ArchiveLink.module.css';

/** "All announcements →": from an overview list to its full archive. */
export function ArchiveLink({ archive, children }: { archive: InvestorArchiveId; children: string }) {
  return (
    <p className={styles.row}>
      <PageLink to={`investor_list${archive}`} className={styles.link}>
        {children}
      </PageLink>
    </p>
  );
}
