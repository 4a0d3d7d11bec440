import '@testing-library/jest-dom';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { signedIn } from 'shared-domain';
import { fakeSupabase } from 'shared-ui/test/fakeSupabase';
import {
  VOLUNTEER_ID,
  fakeVolunteerBackend,
  organisation,
  readsOf,
} from '../../../../test/fakeVolunteerBackend';
import { renderArea, startUnavailableBackend } from '../../../../test/renderArea';
import { volunteerSignedIn } from '../../../../test/volunteerSession';

jest.setTimeout(30_000);

let backend: Awaited<ReturnType<typeof startUnavailableBackend>>;

beforeAll(async () => {
  backend = await startUnavailableBackend();
});

afterAll(async () => {
  await backend.close();
});

function renderSelection(fake: ReturnType<typeof fakeVolunteerBackend>) {
  const { client, requests } = fakeSupabase(fake.backend);
  const { store, router } = renderArea('/volunteer/select-organisations', client);
  act(() => {
    store.dispatch(volunteerSignedIn({ firstLoginComplete: false }));
  });
  return { requests, router };
}

test("with nothing to choose from it says 'No organisations found.' and Continue stays disabled", async () => {
  renderSelection(fakeVolunteerBackend());
  expect(screen.getByRole('searchbox', { name: 'Search organisations' })).toBeVisible();
  expect(await screen.findByText('No organisations found.')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Continue' })).toBeDisabled();
  expect(screen.queryByRole('button', { name: 'Show more organisations' })).not.toBeInTheDocument();
});

test('organisations that cannot be read are said so with Retry, not shown as none', async () => {
  const logged = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  const { store } = renderArea('/volunteer/select-organisations', backend.url);
  act(() => {
    store.dispatch(
      signedIn({
        user: { id: VOLUNTEER_ID, email: null },
        profile: {
          role: 'volunteer',
          first_login_complete: false,
          name: 'Val',
          profile_url: null,
          team: null,
        },
      }),
    );
  });
  const alert = await screen.findByRole('alert', {}, { timeout: 5000 });
  expect(alert).toHaveTextContent('The organisations could not be loaded.');
  expect(within(alert).getByRole('button', { name: 'Retry' })).toBeVisible();
  expect(screen.queryByText('No organisations found.')).not.toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Continue' })).toBeDisabled();
  expect(logged).toHaveBeenCalled();
});

test('Retry reads the organisations after a failed read', async () => {
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  const fake = fakeVolunteerBackend({ organisations: [organisation(1)] });
  fake.failing.value = true;
  renderSelection(fake);
  const alert = await screen.findByRole('alert');

  fake.failing.value = false;
  await userEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
  expect(await screen.findByRole('button', { name: 'Organisation 001' })).toBeVisible();
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Show more organisations' })).not.toBeInTheDocument();
});

test('Show more organisations reads the next page, and choices made on earlier pages are kept', async () => {
  const organisations = Array.from({ length: 30 }, (_, index) => organisation(index + 1));
  const { requests, router } = renderSelection(fakeVolunteerBackend({ organisations }));

  const first = await screen.findByRole('button', { name: 'Organisation 001' });
  const grid = screen.getByRole('list', { name: 'Organisations' });
  expect(within(grid).getAllByRole('listitem')).toHaveLength(24);
  await userEvent.click(first);
  expect(first).toHaveAttribute('aria-pressed', 'true');

  await userEvent.click(screen.getByRole('button', { name: 'Show more organisations' }));
  const last = await screen.findByRole('button', { name: 'Organisation 030' });
  expect(
    within(screen.getByRole('list', { name: 'Organisations' })).getAllByRole('listitem'),
  ).toHaveLength(30);
  expect(screen.getByRole('button', { name: 'Organisation 001' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  expect(screen.queryByRole('button', { name: 'Show more organisations' })).not.toBeInTheDocument();
  const reads = readsOf(requests, '/rest/v1/organisations');
  expect(reads).toHaveLength(2);
  expect(reads[1]?.query.get('or')).toContain(organisations[23]?.id);

  await userEvent.click(last);
  await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
  // Saving is two requests and a navigation: give a loaded machine more than the default second.
  await waitFor(
    () => expect(router.state.location.pathname).not.toBe('/volunteer/select-organisations'),
    { timeout: 5_000 },
  );
  const saved = requests.find(
    (request) => request.path === '/rest/v1/user_organisations' && request.method === 'POST',
  );
  expect(saved?.body).toEqual([
    { user_id: VOLUNTEER_ID, org_id: organisations[0]?.id },
    { user_id: VOLUNTEER_ID, org_id: organisations[29]?.id },
  ]);
});

test('complete profile sends a signed-out visitor to /signin', async () => {
  const { router } = renderArea('/volunteer/completeprofile', backend.url);
  await waitFor(() =>
    expect(router.state.location.pathname).not.toBe('/volunteer/completeprofile'),
  );
});
