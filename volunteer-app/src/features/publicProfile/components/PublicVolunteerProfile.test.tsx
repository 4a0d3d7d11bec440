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

test("another volunteer's profile reads 'Loading...', then 'Volunteer not found.' when it cannot be read", async () => {
  const logged = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  renderArea('/volunteer/profile/00000000-0000-4000-8000-000000000002', backend.url);
  expect(screen.getByText('Loading...')).toBeInTheDocument();
  expect(await screen.findByText('Volunteer not found.', {}, { timeout: 5000 })).toBeVisible();
  expect(screen.getByRole('button', { name: 'More actions' })).toBeVisible();
  expect(logged).toHaveBeenCalled();
});
