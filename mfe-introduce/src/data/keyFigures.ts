/** The headline figures of the about-us section; values and labels are text under `aboutUs.figures`. */
export const KEY_FIGURES = ['founded', 'listed', 'regionalCentres', 'forwardCentres', 'repairShops'] as const;
export type KeyFigure = (typeof KEY_FIGURES)[number];
