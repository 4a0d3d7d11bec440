import { LOADING } from 'shared-domain';
import styled from 'styled-components';
import { VisuallyHidden } from '../primitives/VisuallyHidden';
import { SkeletonLine as Line } from './SkeletonLine';

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
