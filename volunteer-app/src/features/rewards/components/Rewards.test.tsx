import '@testing-library/jest-dom';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeSupabase } from 'shared-ui/test/fakeSupabase';
import { fakeVolunteerBackend, readsOf, redemption } from '../../../../test/fakeVolunteerBackend';
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

beforeEach(() => {
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
});

function renderRewards(fake: ReturnType<typeof fakeVolunteerBackend>) {
  const { client, requests } = fakeSupabase(fake.backend);
  const { store } = renderArea('/volunteer/rewards', client);
  act(() => {
    store.dispatch(volunteerSignedIn());
  });
  return requests;
}

async function openMyRedemptions() {
  await userEvent.click(screen.getByRole('tab', { name: 'My Redemptions' }));
  return screen.getByRole('tabpanel', { name: 'My Redemptions' });
}

test("shows the tabs 'Menu' and 'My Redemptions', the menu tab first", () => {
  renderArea('/volunteer/rewards', backend.url);
  expect(screen.getByRole('heading', { name: 'Rewards' })).toBeVisible();
  expect(screen.getByRole('tab', { name: 'Menu' })).toHaveAttribute('aria-selected', 'true');
  expect(screen.getByRole('tab', { name: 'My Redemptions' })).toHaveAttribute(
    'aria-selected',
    'false',
  );
  expect(screen.getByText('Loading...')).toBeInTheDocument();
});

test('My Redemptions shows the newest page, and Show more redemptions loads the next', async () => {
  const redemptions = Array.from({ length: 25 }, (_, index) => redemption(index + 1));
  const requests = renderRewards(fakeVolunteerBackend({ redemptions }));
  const panel = await openMyRedemptions();

  const table = await within(panel).findByRole('table', { name: 'My Redemptions' });
  // Data rows: the first row holds the column headers.
  const rows = () => within(table).getAllByRole('row').slice(1);
  expect(rows()).toHaveLength(20);
  expect(rows()[0]).toHaveTextContent('Treat 1');

  await userEvent.click(within(panel).getByRole('button', { name: 'Show more redemptions' }));
  expect(await within(panel).findByText('Treat 25')).toBeVisible();
  expect(rows()).toHaveLength(25);
  expect(
    within(panel).queryByRole('button', { name: 'Show more redemptions' }),
  ).not.toBeInTheDocument();
  const reads = readsOf(requests, '/rest/v1/redemptions');
  expect(reads).toHaveLength(2);
  expect(reads[1]?.query.get('or')).toContain(redemptions[19]?.id);
});

test('redemptions that cannot be read are said so, not shown as none, and Retry reads them', async () => {
  const fake = fakeVolunteerBackend({ redemptions: [redemption(1)] });
  fake.failing.value = true;
  renderRewards(fake);
  const panel = await openMyRedemptions();

  const alert = await within(panel).findByRole('alert');
  expect(alert).toHaveTextContent('Your redemptions could not be loaded.');
  expect(within(panel).queryByText('No redemptions yet.')).not.toBeInTheDocument();

  fake.failing.value = false;
  await userEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
  expect(await within(panel).findByText('Treat 1')).toBeVisible();
  expect(within(panel).queryByRole('alert')).not.toBeInTheDocument();
  expect(
    within(panel).queryByRole('button', { name: 'Show more redemptions' }),
  ).not.toBeInTheDocument();
});

test('a redemption shows at the top of My Redemptions, with the pages read so far', async () => {
  const fake = fakeVolunteerBackend({
    redemptions: Array.from({ length: 21 }, (_, index) => redemption(index + 1)),
  });
  renderRewards(fake);
  const panel = await openMyRedemptions();
  await userEvent.click(
    await within(panel).findByRole('button', { name: 'Show more redemptions' }),
  );
  await within(panel).findByText('Treat 21');

  await userEvent.click(screen.getByRole('tab', { name: 'Menu' }));
  await userEvent.click(await screen.findByRole('button', { name: 'Meat Pie, 500 pts' }));
  const dialog = await screen.findByRole('alertdialog');
  await userEvent.click(within(dialog).getByRole('button', { name: 'Redeem' }));
  expect(await screen.findByText('500 pts', { selector: 'p' })).toBeVisible();

  const history = await openMyRedemptions();
  const table = await within(history).findByRole('table', { name: 'My Redemptions' });
  const items = within(table).getAllByRole('row').slice(1);
  expect(items[0]).toHaveTextContent('Meat Pie');
  expect(items).toHaveLength(22);
});

test('the points card is drawn in outline, busy, while the balance and the menu load, then shows the balance', async () => {
  renderRewards(fakeVolunteerBackend());
  const card = screen.getByRole('region', { name: 'Your points' });
  expect(card).toHaveAttribute('aria-busy', 'true');
  expect(within(card).queryByText(/pts/)).not.toBeInTheDocument();

  await within(card).findByText(/pts/);
  expect(screen.getByRole('region', { name: 'Your points' })).not.toHaveAttribute('aria-busy');
});

test('points and a menu that cannot be read are said so with Retry, not loading for ever', async () => {
  const fake = fakeVolunteerBackend();
  const { client } = fakeSupabase((request) =>
    request.path === '/rest/v1/reward_items'
      ? { status: 500, body: { message: 'Internal Server Error' } }
      : fake.backend(request),
  );
  const { store } = renderArea('/volunteer/rewards', client);
  act(() => {
    store.dispatch(volunteerSignedIn());
  });
  const alert = (
    await screen.findByText('Your points and the rewards could not be loaded.')
  ).closest('[role="alert"]');
  expect(alert).not.toBeNull();
  expect(within(alert as HTMLElement).getByRole('button', { name: 'Retry' })).toBeVisible();
  expect(
    within(screen.getByRole('tabpanel', { name: 'Menu' })).queryByText('Loading...'),
  ).not.toBeInTheDocument();
});
