import { useEffect, useState } from 'react';

/**
 * The index of the slide to show, advancing every `intervalMs` and wrapping after the last, unless
 * paused (the visitor paused it, or asked their device for reduced motion).
 */
export function useSlideIndex(count: number, intervalMs: number, paused = false): number {
  const [index, setIndex] = useState(0);
  useEffect(() => {
    if (count < 2 || paused) return undefined;
    const timer = setInterval(() => setIndex((current) => (current + 1) % count), intervalMs);
    return () => clearInterval(timer);
  }, [count, intervalMs, paused]);
  return index;
}
