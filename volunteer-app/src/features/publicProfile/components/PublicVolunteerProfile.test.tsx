import '@testing-library/jest-dom';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeSupabase } from 'shared-ui/test/fakeSupabase';
import { VOLUNTEER_ID, fakeVolunteerBackend, review } from '../../../../test/fakeVolunteerBackend';
import { renderArea, startUnavailableBackend } from '../../../../test/renderArea';

jest.setTimeout(30_000);

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
  expect(screen.getByRole('button', { name: /^More actions for / })).toBeVisible();
  expect(logged).toHaveBeenCalled();
});

test("another volunteer's reviews come a page at a time: Show more reviews reads the next", async () => {
  const fake = fakeVolunteerBackend({
    reviews: Array.from({ length: 11 }, (_, index) => review(index + 1)),
  });
  const { client } = fakeSupabase(fake.backend);
  renderArea(`/volunteer/profile/${VOLUNTEER_ID}`, client);

  expect(await screen.findByRole('heading', { name: 'Val Jones' })).toBeVisible();
  const carousel = await screen.findByRole('region', { name: 'Reviews of Val Jones' });
  expect(within(carousel).getByRole('group', { name: 'Review 1 of 10' })).toBeVisible();

  await userEvent.click(screen.getByRole('button', { name: 'Show more reviews' }));
  expect(await screen.findByRole('group', { name: 'Review 1 of 11' })).toBeVisible();
  expect(screen.queryByRole('button', { name: 'Show more reviews' })).not.toBeInTheDocument();
});

test("another volunteer's reviews that cannot be read are said so, and Retry reads them", async () => {
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  const fake = fakeVolunteerBackend({ reviews: [review(1)] });
  fake.failing.value = true;
  const { client } = fakeSupabase(fake.backend);
  renderArea(`/volunteer/profile/${VOLUNTEER_ID}`, client);

  const alert = await screen.findByRole('alert');
  expect(alert).toHaveTextContent('The reviews could not be loaded.');
  expect(screen.queryByText('No reviews yet.')).not.toBeInTheDocument();

  fake.failing.value = false;
  await userEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
  expect(await screen.findByRole('group', { name: 'Review 1 of 1' })).toBeVisible();
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
});
