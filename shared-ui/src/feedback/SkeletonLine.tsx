import styled, { keyframes } from 'styled-components';

const shimmer = keyframes`
  50% { opacity: 0.55; }
`;

/**
 * A line of content on its way, drawn where it will be (issue #20: skeletons, not a second
 * spinner): `$width` and `$height` are the content's, so nothing moves when it arrives.
 */
export const SkeletonLine = styled.span<{ $width: string; $height?: string }>`
  display: block;
  width: ${({ $width }) => $width};
  height: ${({ $height = '14px' }) => $height};
  border-radius: ${({ theme }) => theme.radii.sm};
  background: ${({ theme }) => theme.colors.surfaceMuted};
  animation: ${shimmer} 1.6s ease-in-out infinite;

  @media (prefers-reduced-motion: reduce) {
    animation: none;
  }
`;
