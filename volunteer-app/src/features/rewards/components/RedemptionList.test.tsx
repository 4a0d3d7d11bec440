import '@testing-library/jest-dom';
import { render, screen, within } from '@testing-library/react';
import { PortalThemeProvider } from 'shared-ui';
import { RedemptionList } from './RedemptionList';

const redemption = (id: string, title: string, cost: number, createdAt: string) => ({
  id,
  user_id: 'u1',
  item_id: 'x',
  item_title: title,
  cost,
  created_at: createdAt,
  voucher_code: `${id.padStart(4, '0')}ABCD1234`,
});

test("an empty history reads 'No redemptions yet.'", () => {
  render(
    <PortalThemeProvider>
      <RedemptionList redemptions={[]} />
    </PortalThemeProvider>,
  );
  expect(screen.getByText('No redemptions yet.')).toBeInTheDocument();
});

test('shows each redemption as a row with its date and cost, in the order given (newest first)', () => {
  render(
    <PortalThemeProvider>
      <RedemptionList
        redemptions={[
          redemption('2', 'Meat Pie', 500, '2026-11-20T10:00:00Z'),
          redemption('1', 'Gummy Bears', 50, '2026-11-19T10:00:00Z'),
        ]}
      />
    </PortalThemeProvider>,
  );
  const table = screen.getByRole('table', { name: 'My Redemptions' });
  expect(
    within(table)
      .getAllByRole('columnheader')
      .map((header) => header.textContent),
  ).toEqual(['Item', 'Date', 'Points']);
  const rows = within(table).getAllByRole('row').slice(1);
  expect(rows[0]).toHaveTextContent('Meat Pie');
  expect(rows[0]).toHaveTextContent('500 pts');
  expect(rows[1]).toHaveTextContent('Gummy Bears');
  expect(rows[1]).toHaveTextContent('50 pts');
});
