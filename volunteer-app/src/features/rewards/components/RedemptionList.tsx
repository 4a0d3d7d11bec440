import {
  NO_REDEMPTIONS,
  formatDate,
  parseTimestamp,
  pointsLabel,
  type RedemptionRow,
} from 'shared-domain';
import { Button, DataTable, EmptyState, type DataTableColumn } from 'shared-ui';
import styled from 'styled-components';

const Spaced = styled.div`
  margin-top: ${({ theme }) => theme.space.lg};
`;

const COLUMNS: readonly DataTableColumn<RedemptionRow>[] = [
  { header: 'Item', cell: (redemption) => redemption.item_title },
  { header: 'Date', cell: (redemption) => formatDate(parseTimestamp(redemption.created_at)) },
  { header: 'Points', cell: (redemption) => pointsLabel(redemption.cost), align: 'end' },
];

export interface RedemptionListProps {
  redemptions: readonly RedemptionRow[];
  /** Each row's voucher, to show at the counter again. */
  onShowVoucher?: (redemption: RedemptionRow) => void;
}

/** My Redemptions, newest first as the database returns them, each with its voucher. */
export function RedemptionList({ redemptions, onShowVoucher }: RedemptionListProps) {
  if (redemptions.length === 0) return <EmptyState text={NO_REDEMPTIONS} />;
  const columns: readonly DataTableColumn<RedemptionRow>[] =
    onShowVoucher === undefined
      ? COLUMNS
      : [
          ...COLUMNS,
          {
            header: 'Voucher',
            cell: (redemption) => (
              <Button
                type="button"
                $variant="secondary"
                $size="sm"
                aria-label={`Show voucher for ${redemption.item_title}, ${formatDate(parseTimestamp(redemption.created_at))}`}
                onClick={() => onShowVoucher(redemption)}
              >
                Show
              </Button>
            ),
            align: 'end',
          },
        ];
  return (
    <Spaced>
      <DataTable
        caption="My Redemptions"
        columns={columns}
        rows={redemptions}
        rowKey={(redemption) => redemption.id}
      />
    </Spaced>
  );
}
