import { useRef, type PointerEvent } from 'react';

export interface SwipeHandlers {
  onPointerDown: (event: PointerEvent<HTMLElement>) => void;
  onPointerUp: (event: PointerEvent<HTMLElement>) => void;
  onPointerCancel: () => void;
}

/**
 * Horizontal swipe detection with pointer events, so touch, pen and mouse drags behave alike.
 * A move counts only when it travels more than `thresholdPx`, so taps and small wobbles do nothing.
 */
export function useSwipe(
  thresholdPx: number,
  onSwipeLeft: () => void,
  onSwipeRight: () => void,
): SwipeHandlers {
  const startX = useRef<number | null>(null);
  return {
    onPointerDown: (event) => {
      startX.current = event.clientX;
    },
    onPointerUp: (event) => {
      if (startX.current === null) return;
      const distance = event.clientX - startX.current;
      startX.current = null;
      if (distance < -thresholdPx) onSwipeLeft();
      else if (distance > thresholdPx) onSwipeRight();
    },
    onPointerCancel: () => {
      startX.current = null;
    },
  };
}
