import '@testing-library/jest-dom';
import { act, screen } from '@testing-library/react';
import { signedIn } from 'shared-domain';
import { renderArea, startUnavailableBackend } from '../../../../test/renderArea';

let backend: Awaited<ReturnType<typeof startUnavailableBackend>>;

beforeAll(async () => {
  backend = await startUnavailableBackend();
});

afterAll(async () => {
  await backend.close();
});

test("offers 'Filter by status...' with the four statuses and shows the empty text when the list cannot be read", async () => {
  const logged = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  const { store } = renderArea('/volunteer/mytasks', backend.url);
  act(() => {
    store.dispatch(
      signedIn({
        user: { id: '00000000-0000-4000-8000-000000000001', email: null },
        profile: { role: 'volunteer', first_login_complete: true, name: 'Val', profile_url: null },
      }),
    );
  });
  const filter = screen.getByRole('combobox', { name: 'Status' });
  expect(filter).toHaveDisplayValue('Filter by status...');
  expect(Array.from(filter.querySelectorAll('option'), (option) => option.textContent)).toEqual([
    'Filter by status...',
    'Pending',
    'Approved',
    'Rejected',
    'Completed',
  ]);
  expect(
    await screen.findByText('No applications to display.', {}, { timeout: 5000 }),
  ).toBeInTheDocument();
  expect(logged).toHaveBeenCalled();
});

test('/volunteer/applications is the plain list: no status filter, the empty text when nothing can be read', async () => {
  const logged = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  const { store } = renderArea('/volunteer/applications', backend.url);
  act(() => {
    store.dispatch(
      signedIn({
        user: { id: '00000000-0000-4000-8000-000000000001', email: null },
        profile: { role: 'volunteer', first_login_complete: true, name: 'Val', profile_url: null },
      }),
    );
  });
  expect(screen.getByRole('heading', { name: 'My Applications' })).toBeVisible();
  expect(screen.queryByRole('combobox')).not.toBeInTheDocument();
  expect(
    await screen.findByText('No applications to display.', {}, { timeout: 5000 }),
  ).toBeInTheDocument();
  expect(logged).toHaveBeenCalled();
});
