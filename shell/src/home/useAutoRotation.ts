import { useCallback, useEffect, useState, useSyncExternalStore, type FocusEvent, type PointerEvent } from 'react';

/** How long a slide stays before the next one comes (WCAG 2.2.2 asks for a way to stop it). */
export const ROTATION_INTERVAL_MS = 6000;

const REDUCED_MOTION = '(prefers-reduced-motion: reduce)';

function prefersReducedMotion(): boolean {
  return typeof window.matchMedia === 'function' && window.matchMedia(REDUCED_MOTION).matches;
}

function subscribeReducedMotion(onChange: () => void): () => void {
  if (typeof window.matchMedia !== 'function') return () => {};
  const query = window.matchMedia(REDUCED_MOTION);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
}

/**
 * Automatic rotation as the WAI-ARIA carousel pattern describes it: a play/pause intent the
 * visitor controls, suspended while a mouse is over the carousel or keyboard focus is inside it
 * (except on the rotation button itself), and off from the start for prefers-reduced-motion.
 */
export function useAutoRotation(
  count: number,
  index: number,
  advance: () => void,
  isRotationControl: (el: EventTarget) => boolean,
) {
  const reducedMotion = useSyncExternalStore(subscribeReducedMotion, prefersReducedMotion, () => false);
  // The visitor's play/pause choice; until there is one, rotation follows the motion preference.
  const [choice, setChoice] = useState<boolean | null>(null);
  const playing = choice ?? !reducedMotion;
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);

  const rotating = playing && !hovered && !focused && count > 1;

  useEffect(() => {
    if (!rotating) return undefined;
    // Keyed on the index too: a slide chosen by hand gets its full time.
    const timer = window.setTimeout(advance, ROTATION_INTERVAL_MS);
    return () => window.clearTimeout(timer);
  }, [rotating, index, advance]);

  const toggle = useCallback(() => setChoice(!playing), [playing]);

  const handlers = {
    // Touch "hover" would pause on every tap and never end: only a mouse pointer counts.
    onPointerEnter: (e: PointerEvent) => {
      if (e.pointerType === 'mouse') setHovered(true);
    },
    onPointerLeave: (e: PointerEvent) => {
      if (e.pointerType === 'mouse') setHovered(false);
    },
    onFocus: (e: FocusEvent) => setFocused(!isRotationControl(e.target)),
    onBlur: (e: FocusEvent<HTMLElement>) => {
      if (!e.relatedTarget || !e.currentTarget.contains(e.relatedTarget as Node)) setFocused(false);
    },
  };

  return { playing, rotating, toggle, handlers };
}
