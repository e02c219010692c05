/** The contact page's own i18n namespace (its text: ./locales, registered with the shell's). */
export const CONTACT_NAMESPACE = 'contact';
