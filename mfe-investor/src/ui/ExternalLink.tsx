import type { ReactNode } from 'react';
import { useSharedText } from '@azi/shared/i18n/sharedText';

export interface ExternalLinkProps {
  href: string;
  children: ReactNode;
  className?: string;
  download?: boolean;
}

/** A link that opens in a new tab and tells screen-reader users so. */
export function ExternalLink({ href, children, className, download = false }: ExternalLinkProps) {
  const t = useSharedText();
  return (
    <a href={href} target="_blank" rel="noopener noreferrer" className={className} download={download ? '' : undefined}>
      {children}
      <span className="visually-hidden"> {t('opensInNewTab')}</span>
    </a>
  );
}
