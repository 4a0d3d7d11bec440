import { useEffect, useState } from 'react';

/** The index of the slide to show, advancing every `intervalMs` and wrapping after the last. */
export function useSlideIndex(count: number, intervalMs: number): number {
  const [index, setIndex] = useState(0);
  useEffect(() => {
    if (count < 2) return undefined;
    const timer = setInterval(() => setIndex((current) => (current + 1) % count), intervalMs);
    return () => clearInterval(timer);
  }, [count, intervalMs]);
  return index;
}
