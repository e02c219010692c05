/**
 * The id of the home carousel's slides, in the server's HTML and in the component: its own module,
 * so the carousel's lazily loaded code and the code that decides when to load it both read it
 * without importing each other.
 */
export const SLIDES_ID = 'home-banner-slides';
