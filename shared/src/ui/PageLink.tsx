import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { PathOptions } from '../routing/paths';
import type { PageKey } from '../routing/sitePages';
import { usePagePath } from './PageContext';

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
    <Link to={pagePath(to, { hash, query })} {...rest}>
      {children}
    </Link>
  );
}
