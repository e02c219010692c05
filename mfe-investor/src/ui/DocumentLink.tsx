import type { ReactNode } from 'react';
import { useT } from '@azi/shared/ui/PageContext';
import { documentFormat } from '../format/documentFormat';
import { ExternalLink } from './ExternalLink';

export interface DocumentLinkProps {
  url: string;
  /** What the document is, e.g. 'FY2025 annual report on Form 20-F'. */
  title: string;
  /** The visible words: 'View', or the title itself (then say so with titleIsVisible). */
  children: ReactNode;
  titleIsVisible?: boolean;
  download?: boolean;
  className?: string;
}

/**
 * A link to an investor document. Its accessible name says what it opens and in which format
 * ("View: FY2025 annual report on Form 20-F, PDF (opens in a new tab)").
 */
export function DocumentLink({
  url,
  title,
  children,
  titleIsVisible = false,
  download = false,
  className,
}: DocumentLinkProps) {
  const t = useT('investor');
  const format = t(`files.${documentFormat(url)}`);
  return (
    <ExternalLink href={url} className={className} download={download}>
      {children}
      <span className="visually-hidden">{titleIsVisible ? `, ${format}` : `: ${title}, ${format}`}</span>
    </ExternalLink>
  );
}
