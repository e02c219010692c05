import type { ReactNode } from 'react';
import { commonText } from '@azi/shared/i18n/commonText';
import { usePageAddress } from '@azi/shared/ui/PageContext';
import a11y from './a11y.module.css';

export interface ExternalLinkProps {
  href: string;
  children: ReactNode;
  className?: string;
  download?: boolean;
}

/** A link that opens in a new tab and tells screen-reader users so. */
export function ExternalLink({ href, children, className, download = false }: ExternalLinkProps) {
  const { lang } = usePageAddress();
  return (
    <a href={href} target="_blank" rel="noopener noreferrer" className={className} download={download ? '' : undefined}>
      {children}
      <span className={a11y.visuallyHidden}> {commonText('opensInNewTab', lang)}</span>
    </a>
  );
}
