import type { ReactNode } from 'react';
import { SiteLink } from '@azi/shared/ui/SiteLink';
import type { PathOptions } from '@azi/shared/routing/paths';
import type { PageKey } from '@azi/shared/routing/sitePages';
import { usePagePath } from '@azi/shared/ui/PageContext';

export interface PageLinkProps extends PathOptions {
  to: PageKey;
  className?: string;
  children: ReactNode;
  'aria-label'?: string;
  'aria-current'?: 'page' | undefined;
}

/** A link to another page of the site, in the current language and layout. */
export function PageLink({ to, hash, query, children, ...rest }: PageLinkProps) {
  const pagePath = usePagePath();
  return (
    <SiteLink to={pagePath(to, { hash, query })} {...rest}>
      {children}
    </SiteLink>
  );
}
