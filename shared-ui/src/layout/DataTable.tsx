import type { ReactNode } from 'react';
import styled from 'styled-components';

export interface DataTableColumn<Row> {
  /** The column's header. */
  header: string;
  /** The cell of a row. */
  cell: (row: Row) => ReactNode;
  /** Numbers and amounts line up on the right. */
  align?: 'start' | 'end';
  /**
   * Where the cell goes when the table is narrower than a phone's width, and rows stack (issue
   * #44: a table squeezed onto a phone put a date on three lines): the row's title on top, its
   * details below on one muted line, an end-aligned figure on the right. By default the first column
   * is the title, end-aligned ones the figure and the rest details.
   */
  phone?: PhoneRole;
}

type PhoneRole = 'title' | 'detail' | 'figure';

function phoneRole<Row>(column: DataTableColumn<Row>, index: number): PhoneRole {
  if (column.phone !== undefined) return column.phone;
  if (index === 0) return 'title';
  return column.align === 'end' ? 'figure' : 'detail';
}

export interface DataTableProps<Row> {
  /** What the table holds, for screen readers (a visually hidden caption). */
  caption: string;
  columns: readonly DataTableColumn<Row>[];
  rows: readonly Row[];
  rowKey: (row: Row) => string;
}

const Frame = styled.div`
  container-type: inline-size;
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

  @container (max-width: 34rem) {
    display: block;

    thead {
      position: absolute;
      width: 1px;
      height: 1px;
      overflow: hidden;
      clip: rect(0 0 0 0);
    }

    tbody {
      display: block;
    }

    tr {
      display: flex;
      flex-wrap: wrap;
      align-items: baseline;
      padding: ${({ theme }) => `${theme.space.md} ${theme.space.lg}`};
    }

    tbody tr + tr {
      border-top: 1px solid ${({ theme }) => theme.colors.border};
    }

    td,
    tbody tr + tr td {
      padding: 0;
      border: none;
    }

    td:empty {
      display: none;
    }

    [data-phone='title'] {
      order: 1;
      flex: 1 1 0;
      min-width: 0;
      font-weight: ${({ theme }) => theme.fontWeights.medium};
    }

    [data-phone='figure'] {
      order: 2;
      flex: 0 0 auto;
      margin-inline-start: ${({ theme }) => theme.space.md};
    }

    /* The line break between the title's line and the details' one. */
    tr::after {
      content: '';
      order: 3;
      flex-basis: 100%;
    }

    [data-phone='detail'] {
      order: 4;
      margin-top: ${({ theme }) => theme.space.xs};
      color: ${({ theme }) => theme.colors.textMuted};
    }

    [data-phone='detail'] ~ [data-phone='detail']::before {
      content: ' · ';
      white-space: pre;
    }
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
              {columns.map((column, index) => (
                <td
                  key={column.header}
                  data-align={column.align ?? 'start'}
                  data-phone={phoneRole(column, index)}
                >
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
