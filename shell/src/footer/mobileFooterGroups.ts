import type { Lang } from '@azi/shared/i18n/languages';

export type MobileFooterGroup = 'contact' | 'support' | 'follow';

export const MOBILE_FOOTER_GROUPS: readonly MobileFooterGroup[] = ['contact', 'support', 'follow'];

/** Opened heights of the mobile footer's groups (px); English contact text needs more room. */
export function mobileFooterGroupHeight(group: MobileFooterGroup, lang: Lang): number {
  switch (group) {
    case 'contact':
      return lang === 'en' ? 185 : 170;
    case 'support':
      return 160;
    case 'follow':
      return 156;
  }
}
