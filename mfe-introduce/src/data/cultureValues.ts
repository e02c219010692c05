/** The values of the corporate-culture section (#qywh); their text is `culture.values.<key>`. */
export const CULTURE_VALUES = ['storesFirst', 'transparency', 'collaboration', 'technology'] as const;
export type CultureValue = (typeof CULTURE_VALUES)[number];
