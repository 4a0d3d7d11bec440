import { initials } from 'shared-domain';
import { useState } from 'react';
import styled from 'styled-components';
import { defaultAvatarUrl } from '../images/placeholders';

export interface AvatarProps {
  /** Photo URL; initials are shown instead when it is missing or fails to load. */
  src?: string | null;
  /** The person's or organisation's name: the accessible name and the source of the initials. */
  name: string;
  /** Beside the name it pictures (a tile, a row): hidden from screen readers, who hear the name once. */
  decorative?: boolean;
  /** Diameter in pixels. */
  size?: number;
  /** 'square' suits organisation logos; people are round. */
  shape?: 'round' | 'square';
}

const Frame = styled.span<{ $size: number; $shape: 'round' | 'square' }>`
  display: inline-flex;
  flex: none;
  align-items: center;
  justify-content: center;
  width: ${({ $size }) => $size}px;
  height: ${({ $size }) => $size}px;
  overflow: hidden;
  border-radius: ${({ theme, $shape }) => ($shape === 'round' ? '50%' : theme.radii.md)};
  background: ${({ theme }) => theme.colors.primarySoft};
  color: ${({ theme }) => theme.colors.primary};
  font-size: ${({ $size }) => Math.max(10, Math.round($size * 0.4))}px;
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  line-height: 1;
  user-select: none;
`;

const Photo = styled.img`
  width: 100%;
  height: 100%;
  object-fit: cover;
  /* Until the photo arrives (or in the last visit's copy, painted before any script) the browser
     draws the alt text in the img's colour, a clipped fragment of the name in a tile this small:
     the tile shows empty instead. Screen readers still read the alt text. */
  color: transparent;
`;

export function Avatar({ src, name, size = 40, shape = 'round', decorative = false }: AvatarProps) {
  // Remembering which URL failed (not just "failed") lets a new photo URL be tried again.
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const hasPhoto = typeof src === 'string' && src !== '' && src !== failedSrc;
  const letters = initials(name);

  if (hasPhoto) {
    return (
      <Frame $size={size} $shape={shape}>
        <Photo src={src} alt={decorative ? '' : name} onError={() => setFailedSrc(src)} />
      </Frame>
    );
  }
  if (letters === '') {
    return (
      <Frame $size={size} $shape={shape}>
        <Photo
          src={defaultAvatarUrl}
          alt={decorative ? '' : name === '' ? 'Default avatar' : name}
        />
      </Frame>
    );
  }
  return (
    <Frame
      $size={size}
      $shape={shape}
      {...(decorative ? { 'aria-hidden': true } : { role: 'img', 'aria-label': name })}
    >
      <span aria-hidden="true">{letters}</span>
    </Frame>
  );
}
