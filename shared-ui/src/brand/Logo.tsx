import { useId } from 'react';

export interface LogoProps {
  /** Rendered size in pixels (the mark is square). */
  size?: number;
}

/** The product mark: a heart with a pulse line, drawn here so nothing is hot-linked. */
export function Logo({ size = 36 }: LogoProps) {
  const gradientId = useId();
  return (
    <svg width={size} height={size} viewBox="0 0 40 40" aria-hidden="true" focusable="false">
      <defs>
        <linearGradient id={gradientId} x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="#0b6e4f" />
          <stop offset="1" stopColor="#13a077" />
        </linearGradient>
      </defs>
      <rect width="40" height="40" rx="10" fill={`url(#${gradientId})`} />
      <path
        d="M20 31 C 10 24, 7 18, 10 13.5 C 12.5 9.8, 17.5 10.2, 20 14 C 22.5 10.2, 27.5 9.8, 30 13.5 C 33 18, 30 24, 20 31 Z"
        fill="#ffffff"
      />
      <path
        d="M13 21 L 18 21 L 20 17 L 22.5 25 L 24.5 21 L 28 21"
        fill="none"
        stroke="#f2a541"
        strokeWidth="2.4"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}
