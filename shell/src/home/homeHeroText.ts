/** The home hero's own i18n namespace (its text: ./locales, registered with the shell's). */
export const HOME_HERO_NAMESPACE = 'homeHero';
