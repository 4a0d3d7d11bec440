import '@testing-library/jest-dom';
import { screen } from '@testing-library/react';
import { renderArea, startUnavailableBackend } from '../../../../test/renderArea';

let backend: Awaited<ReturnType<typeof startUnavailableBackend>>;

beforeAll(async () => {
  backend = await startUnavailableBackend();
});

afterAll(async () => {
  await backend.close();
});

test("shows the tabs 'Menu' and 'My Redemptions', the menu tab first", () => {
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  renderArea('/volunteer/rewards', backend.url);
  expect(screen.getByRole('heading', { name: 'Rewards' })).toBeVisible();
  expect(screen.getByRole('tab', { name: 'Menu' })).toHaveAttribute('aria-selected', 'true');
  expect(screen.getByRole('tab', { name: 'My Redemptions' })).toHaveAttribute(
    'aria-selected',
    'false',
  );
  expect(screen.getByText('Loading...')).toBeInTheDocument();
});
