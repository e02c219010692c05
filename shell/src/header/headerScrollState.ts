/** Past this scroll offset (px) the desktop header gets its white background. */
export const HEADER_SOLID_AFTER = 100;
/** Past this offset it slides out of view while the visitor scrolls down. */
export const HEADER_HIDE_AFTER = 200;

export interface HeaderScrollState {
  solid: boolean;
  hidden: boolean;
  lastY: number;
}

export const INITIAL_HEADER_STATE: HeaderScrollState = { solid: false, hidden: false, lastY: 0 };

/** The header's next state for a new scroll offset: white past 100px, hidden past 200px going down, back going up. */
export function nextHeaderScrollState(previous: HeaderScrollState, y: number): HeaderScrollState {
  const solid = y > HEADER_SOLID_AFTER;
  let hidden = previous.hidden;
  if (y <= HEADER_HIDE_AFTER) hidden = false;
  else if (y > previous.lastY) hidden = true;
  else if (y < previous.lastY) hidden = false;
  if (solid === previous.solid && hidden === previous.hidden && y === previous.lastY) return previous;
  return { solid, hidden, lastY: y };
}
