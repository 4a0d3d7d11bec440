import {
  NO_REDEMPTIONS,
  formatDate,
  parseTimestamp,
  pointsLabel,
  type RedemptionRow,
} from 'shared-domain';
import { DataTable, EmptyState, type DataTableColumn } from 'shared-ui';
import styled from 'styled-components';

const Spaced = styled.div`
  margin-top: ${({ theme }) => theme.space.lg};
`;

const COLUMNS: readonly DataTableColumn<RedemptionRow>[] = [
  { header: 'Item', cell: (redemption) => redemption.item_title },
  { header: 'Date', cell: (redemption) => formatDate(parseTimestamp(redemption.created_at)) },
  { header: 'Points', cell: (redemption) => pointsLabel(redemption.cost), align: 'end' },
];

/** My Redemptions, newest first as the database returns them. */
export function RedemptionList({ redemptions }: { redemptions: readonly RedemptionRow[] }) {
  if (redemptions.length === 0) return <EmptyState text={NO_REDEMPTIONS} />;
  return (
    <Spaced>
      <DataTable
        caption="My Redemptions"
        columns={COLUMNS}
        rows={redemptions}
        rowKey={(redemption) => redemption.id}
      />
    </Spaced>
  );
}
