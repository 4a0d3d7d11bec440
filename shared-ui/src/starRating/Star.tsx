import { useId } from 'react';

export interface StarProps {
  /** 0 to 1: how much of the star is filled. */
  fill: number;
  size: number;
  color: string;
  emptyColor: string;
}

const STAR_PATH = 'M12 2.5l2.9 6.1 6.6.8-4.9 4.6 1.3 6.6L12 17.3l-5.9 3.3 1.3-6.6-4.9-4.6 6.6-.8z';

export function Star({ fill, size, color, emptyColor }: StarProps) {
  const clipId = useId();
  const width = Math.max(0, Math.min(1, fill)) * 24;
  return (
    <svg width={size} height={size} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <defs>
        <clipPath id={clipId}>
          <rect x="0" y="0" width={width} height="24" />
        </clipPath>
      </defs>
      <path d={STAR_PATH} style={{ fill: emptyColor }} />
      <path d={STAR_PATH} style={{ fill: color }} clipPath={`url(#${clipId})`} />
    </svg>
  );
}
