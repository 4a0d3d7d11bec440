import type { ReactNode } from 'react';
import styled from 'styled-components';

export interface DataTableColumn<Row> {
  /** The column's header. */
  header: string;
  /** The cell of a row. */
  cell: (row: Row) => ReactNode;
  /** Numbers and amounts line up on the right. */
  align?: 'start' | 'end';
}

export interface DataTableProps<Row> {
  /** What the table holds, for screen readers (a visually hidden caption). */
  caption: string;
  columns: readonly DataTableColumn<Row>[];
  rows: readonly Row[];
  rowKey: (row: Row) => string;
}

const Frame = styled.div`
  overflow-x: auto;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};
`;

const Table = styled.table`
  width: 100%;
  border-collapse: collapse;
  font-size: ${({ theme }) => theme.fontSizes.sm};

  caption {
    position: absolute;
    width: 1px;
    height: 1px;
    overflow: hidden;
    clip: rect(0 0 0 0);
    white-space: nowrap;
  }

  th,
  td {
    padding: ${({ theme }) => `${theme.space.md} ${theme.space.lg}`};
    text-align: left;
  }

  th {
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.fontSizes.xs};
    font-weight: ${({ theme }) => theme.fontWeights.bold};
    letter-spacing: 0.04em;
    text-transform: uppercase;
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  }

  tbody tr + tr td {
    border-top: 1px solid ${({ theme }) => theme.colors.border};
  }

  [data-align='end'] {
    text-align: right;
    white-space: nowrap;
  }
`;

/** Rows of like records (a history, a ledger) with their columns, scrolling sideways if need be. */
export function DataTable<Row>({ caption, columns, rows, rowKey }: DataTableProps<Row>) {
  return (
    <Frame>
      <Table>
        <caption>{caption}</caption>
        <thead>
          <tr>
            {columns.map((column) => (
              <th key={column.header} scope="col" data-align={column.align ?? 'start'}>
                {column.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={rowKey(row)}>
              {columns.map((column) => (
                <td key={column.header} data-align={column.align ?? 'start'}>
                  {column.cell(row)}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </Table>
    </Frame>
  );
}
