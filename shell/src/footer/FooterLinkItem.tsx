import { useT } from '@azi/shared/ui/PageContext';
import { PageLink } from '@azi/shared/ui/PageLink';
import { useSharedText } from '@azi/shared/i18n/sharedText';
import type { FooterLink } from './footerLinks';

/** One footer link; external ones open in a new tab and say so to screen readers. */
export function FooterLinkItem({ link, className }: { link: FooterLink; className?: string }) {
  const t = useT('common');
  const shared = useSharedText();
  if (link.kind === 'page') {
    return (
      <PageLink to={link.page} hash={link.hash} className={className}>
        {t(link.labelKey)}
      </PageLink>
    );
  }
  return (
    <a href={link.href} className={className} target="_blank" rel="noopener noreferrer">
      {t(link.labelKey)}
      <span className="visually-hidden"> {shared('opensInNewTab')}</span>
    </a>
  );
}

/** A list of footer links. */
export function FooterLinkList({ links, className }: { links: FooterLink[]; className?: string }) {
  return (
    <ul className={className}>
      {links.map((link) => (
        <li key={link.labelKey}>
          <FooterLinkItem link={link} />
        </li>
      ))}
    </ul>
  );
}
