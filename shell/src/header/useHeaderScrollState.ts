import { useEffect, useState } from 'react';
import { INITIAL_HEADER_STATE, nextHeaderScrollState, type HeaderScrollState } from './headerScrollState';

/** Follows the window's scroll offset, once per animation frame. Starts at the top (no window read while rendering or hydrating). */
export function useHeaderScrollState(): HeaderScrollState {
  const [state, setState] = useState(INITIAL_HEADER_STATE);
  useEffect(() => {
    let frame = 0;
    const update = () => {
      frame = 0;
      setState((previous) => nextHeaderScrollState(previous, Math.max(0, window.scrollY)));
    };
    const onScroll = () => {
      if (!frame) frame = window.requestAnimationFrame(update);
    };
    // The first read waits for the next frame too: read now, during hydration, it would force a
    // layout of the whole page in the middle of React's work.
    onScroll();
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      window.removeEventListener('scroll', onScroll);
      if (frame) window.cancelAnimationFrame(frame);
    };
  }, []);
  return state;
}
