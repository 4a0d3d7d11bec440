import {
  NO_REDEMPTIONS,
  formatDate,
  parseTimestamp,
  pointsLabel,
  type RedemptionRow,
} from 'shared-domain';
import { EmptyState } from 'shared-ui';
import styled from 'styled-components';

const List = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
  margin: ${({ theme }) => theme.space.lg} 0 0;
  padding: 0;
  list-style: none;
`;

const Row = styled.li`
  display: flex;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.md};
  padding: ${({ theme }) => theme.space.md} ${({ theme }) => theme.space.lg};
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
`;

const Title = styled.span`
  display: grid;
  overflow-wrap: break-word;
`;

const When = styled.span`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const Cost = styled.span`
  flex: none;
  font-weight: ${({ theme }) => theme.fontWeights.bold};
`;

/** My Redemptions, newest first as the database returns them. */
export function RedemptionList({ redemptions }: { redemptions: readonly RedemptionRow[] }) {
  if (redemptions.length === 0) return <EmptyState text={NO_REDEMPTIONS} />;
  return (
    <List>
      {redemptions.map((redemption) => (
        <Row key={redemption.id}>
          <Title>
            {redemption.item_title}
            <When>{formatDate(parseTimestamp(redemption.created_at))}</When>
          </Title>
          <Cost>{pointsLabel(redemption.cost)}</Cost>
        </Row>
      ))}
    </List>
  );
}
