import type { ReactNode } from 'react';
import type { PageKey } from '@azi/shared/routing/sitePages';
import { PageLink } from '@azi/shared/ui/PageLink';
import { Icon } from './Icon';
import styles from './ArrowLink.module.css';

export interface ArrowLinkProps {
  /** Another page of the site; without it the link goes to a section of this page. */
  to?: PageKey;
  /** The section's anchor id. */
  hash?: string;
  children: ReactNode;
}

/** A "go there" link with an arrow, to a section of this page or to another page. */
export function ArrowLink({ to, hash, children }: ArrowLinkProps) {
  const content = (
    <>
      {children}
      <Icon name="arrow" size={18} />
    </>
  );
  if (to) {
    return (
      <PageLink className={styles.arrowLink} to={to} hash={hash}>
        {content}
      </PageLink>
    );
  }
  // A plain anchor: the browser scrolls to the section and the URL keeps the hash for sharing.
  return (
    <a className={styles.arrowLink} href={`#${hash ?? ''}`}>
      {content}
    </a>
  );
}
