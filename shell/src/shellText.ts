import { addNamespace } from '@azi/shared/i18n/instance';
import { CONTACT_NAMESPACE, contactResources } from './contact/contactText';
import { HOME_HERO_NAMESPACE, homeHeroResources } from './home/homeHeroText';
import en from './locales/en.json';
import hk from './locales/hk.json';
import zh from './locales/zh.json';

/** The shell's own strings, in the browser and on the server. */
export function registerShellText(): void {
  addNamespace('common', { zh, hk, en });
  addNamespace(CONTACT_NAMESPACE, contactResources);
  addNamespace(HOME_HERO_NAMESPACE, homeHeroResources);
}
