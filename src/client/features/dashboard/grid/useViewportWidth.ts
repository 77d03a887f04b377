import { useEffect, useState } from 'react';

/** The window's width, kept current on resize: the grid picks its range and its phone layout from it. */
export function useViewportWidth(): number {
  const [width, setWidth] = useState(() => (typeof window === 'undefined' ? 1280 : window.innerWidth));
  useEffect(() => {
    const update = () => setWidth(window.innerWidth);
    window.addEventListener('resize', update);
    return () => window.removeEventListener('resize', update);
  }, []);
  return width;
}

/** Below this width a hut's days are a list, not a row of a grid. */
export const PHONE_MAX_WIDTH = 699;
/** From this width the grid shows a month; below it two weeks. */
export const WIDE_MIN_WIDTH = 1400;
