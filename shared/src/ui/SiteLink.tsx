import type { AnchorHTMLAttributes, MouseEvent } from 'react';
import { useSiteNavigate } from '@azi/shared/routing/navigation';

export interface SiteLinkProps extends AnchorHTMLAttributes<HTMLAnchorElement> {
  /** A path on this site (with its query and hash). */
  to: string;
}

/** A real link (it works without JavaScript and opens in a new tab) that moves inside the site without a reload. */
export function SiteLink({ to, onClick, target, children, ...rest }: SiteLinkProps) {
  const navigate = useSiteNavigate();
  const handleClick = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    if (
      event.defaultPrevented ||
      event.button !== 0 ||
      event.metaKey ||
      event.ctrlKey ||
      event.shiftKey ||
      event.altKey
    )
      return;
    if (target && target !== '_self') return;
    event.preventDefault();
    navigate(to);
  };
  return (
    <a href={to} target={target} onClick={handleClick} {...rest}>
      {children}
    </a>
  );
}
