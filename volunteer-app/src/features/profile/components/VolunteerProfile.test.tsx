import '@testing-library/jest-dom';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { signedIn } from 'shared-domain';
import { fakeSupabase } from 'shared-ui/test/fakeSupabase';
import {
  VOLUNTEER_ID,
  callsTo,
  fakeVolunteerBackend,
  review,
} from '../../../../test/fakeVolunteerBackend';
import { renderArea, startUnavailableBackend } from '../../../../test/renderArea';
import { volunteerSignedIn } from '../../../../test/volunteerSession';

let backend: Awaited<ReturnType<typeof startUnavailableBackend>>;

beforeAll(async () => {
  backend = await startUnavailableBackend();
});

afterAll(async () => {
  await backend.close();
});

function signIn(store: ReturnType<typeof renderArea>['store']) {
  act(() => {
    store.dispatch(
      signedIn({
        user: { id: '00000000-0000-4000-8000-000000000001', email: null },
        profile: {
          role: 'volunteer',
          first_login_complete: true,
          name: 'Val',
          profile_url: null,
          team: null,
        },
      }),
    );
  });
}

test("the profile shows 'Loading user info...', then 'Profile not found.' when it cannot be read", async () => {
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  const { store } = renderArea('/volunteer/profile', backend.url);
  signIn(store);
  expect(screen.getByText('Loading user info...')).toBeInTheDocument();
  expect(await screen.findByText('Profile not found.', {}, { timeout: 5000 })).toBeInTheDocument();
});

test("edit profile says 'Failed to load profile' when the profile cannot be read", async () => {
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  const { store } = renderArea('/volunteer/edit-profile', backend.url);
  signIn(store);
  expect(
    await screen.findByText('Failed to load profile', {}, { timeout: 5000 }),
  ).toBeInTheDocument();
});

function renderOwnProfile(fake: ReturnType<typeof fakeVolunteerBackend>) {
  const { client, requests } = fakeSupabase(fake.backend);
  const { store } = renderArea('/volunteer/profile', client);
  act(() => {
    store.dispatch(volunteerSignedIn());
  });
  return requests;
}

test('the profile shows the newest reviews, and Show more reviews reads the next page', async () => {
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  const reviews = Array.from({ length: 12 }, (_, index) => review(index + 1));
  const requests = renderOwnProfile(fakeVolunteerBackend({ reviews }));

  expect(await screen.findByRole('heading', { name: 'Val Jones' })).toBeVisible();
  const carousel = await screen.findByRole('region', { name: 'Reviews of Val Jones' });
  expect(within(carousel).getByRole('group', { name: 'Review 1 of 10' })).toHaveTextContent(
    'Review 1',
  );

  await userEvent.click(screen.getByRole('button', { name: 'Show more reviews' }));
  expect(await screen.findByRole('group', { name: 'Review 1 of 12' })).toBeVisible();
  expect(screen.queryByRole('button', { name: 'Show more reviews' })).not.toBeInTheDocument();
  expect(callsTo(requests, 'get_volunteer_reviews')).toEqual([
    { p_user_id: VOLUNTEER_ID, p_limit: 11 },
    {
      p_user_id: VOLUNTEER_ID,
      p_limit: 11,
      p_before_created_at: reviews[9]?.created_at,
      p_before_id: reviews[9]?.id,
    },
  ]);
});

test('reviews that cannot be read are said so with Retry, and Retry reads them', async () => {
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  const fake = fakeVolunteerBackend({ reviews: [review(1)] });
  fake.failing.value = true;
  renderOwnProfile(fake);

  // Each part that could not be read says so (the calendar link too); this is the reviews'.
  const alert = (await screen.findByText('The reviews could not be loaded.')).closest<HTMLElement>(
    '[role="alert"]',
  );
  if (alert === null) throw new Error('The reviews’ failure is not an alert');
  expect(screen.queryByText('No reviews yet.')).not.toBeInTheDocument();
  expect(screen.getByRole('heading', { name: 'Val Jones' })).toBeVisible();

  fake.failing.value = false;
  await userEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
  expect(await screen.findByRole('group', { name: 'Review 1 of 1' })).toBeVisible();
  expect(screen.queryByText('The reviews could not be loaded.')).not.toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Show more reviews' })).not.toBeInTheDocument();
});
