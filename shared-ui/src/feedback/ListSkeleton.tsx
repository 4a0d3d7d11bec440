import { LOADING } from 'shared-domain';
import styled, { keyframes } from 'styled-components';
import { VisuallyHidden } from '../primitives/VisuallyHidden';

const shimmer = keyframes`
  50% { opacity: 0.55; }
`;

const Cards = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(min(100%, 320px), 1fr));
  gap: ${({ theme }) => theme.space.lg};
`;

const Card = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => theme.space.lg};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};
`;

const Line = styled.span<{ $width: string; $height?: string }>`
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

/**
 * A list on its way: cards in outline where the cards will be (issue #20: skeletons, not a second
 * spinner), with the loading text for screen readers.
 */
export function ListSkeleton({ text = LOADING, cards = 3 }: { text?: string; cards?: number }) {
  return (
    <div role="status" aria-busy="true">
      <VisuallyHidden>{text}</VisuallyHidden>
      <Cards aria-hidden="true">
        {Array.from({ length: cards }, (_, index) => (
          <Card key={index}>
            <Line $width="45%" />
            <Line $width="80%" $height="20px" />
            <Line $width="60%" />
            <Line $width="30%" $height="32px" />
          </Card>
        ))}
      </Cards>
    </div>
  );
}
