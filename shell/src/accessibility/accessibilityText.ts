/** The accessibility statement's own i18n namespace (its text: ./locales, registered with the shell's). */
export const ACCESSIBILITY_NAMESPACE = 'accessibility';
