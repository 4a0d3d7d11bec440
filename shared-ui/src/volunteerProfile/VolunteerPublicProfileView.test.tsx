import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import type { ReactElement } from 'react';
import { Provider } from 'react-redux';
import { makeStore, VOLUNTEER_REVIEWS_PAGE_SIZE, type VolunteerPublicProfile } from 'shared-domain';
import { fakeSupabase } from '../../test/fakeSupabase';
import { renderWithTheme } from '../../test/renderWithTheme';
import { VolunteerPublicProfileView } from './VolunteerPublicProfileView';

const robin: VolunteerPublicProfile = {
  volunteer: {
    id: 'v1',
    name: 'Robin Rivers',
    profile_url: null,
    bio: 'Weekend helper',
    points: 350,
    average_rating: 4.5,
    interests: 'Animals',
    wwcc: true,
  },
  reviewCount: 3,
};

/** A row of get_volunteer_reviews. */
const review = (id: string, comment: string, createdAt: string, organisation: string) => ({
  id,
  task_id: 't1',
  rating: 5,
  comment,
  created_at: createdAt,
  organisation_name: organisation,
  organisation_logo_url: null,
  task_title: 'Holiday camp',
});

const REVIEWS = [
  review('r3', 'Brilliant with the kids.', '2026-05-03T10:00:00Z', 'Harbour Youth Club'),
  review('r2', 'Always on time.', '2026-05-02T10:00:00Z', 'Green Streets'),
  review('r1', 'Kind and patient.', '2026-05-01T10:00:00Z', 'Food Bank'),
];

/** Renders the view with the reviews read model answering from `reviews` (or failing `failures` times). */
function renderView(
  ui: ReactElement,
  {
    reviews = REVIEWS,
    failures = 0,
    path,
  }: { reviews?: typeof REVIEWS; failures?: number; path?: string } = {},
) {
  let failuresLeft = failures;
  const { client, requests } = fakeSupabase((request) => {
    if (request.path !== '/rest/v1/rpc/get_volunteer_reviews') return undefined;
    if (failuresLeft > 0) {
      failuresLeft -= 1;
      return { status: 500, body: { message: 'boom' } };
    }
    const body = request.body as { p_limit: number; p_before_id?: string };
    const start =
      body.p_before_id === undefined
        ? 0
        : reviews.findIndex((row) => row.id === body.p_before_id) + 1;
    return { body: reviews.slice(start, start + body.p_limit) };
  });
  renderWithTheme(<Provider store={makeStore(client)}>{ui}</Provider>, path ? { path } : {});
  return requests;
}

const stat = (name: string) => screen.getByText(name, { selector: 'dt' }).nextElementSibling;

describe('VolunteerPublicProfileView', () => {
  it("says 'Loading...' while the profile loads", () => {
    renderView(<VolunteerPublicProfileView profile={undefined} />);
    expect(screen.getByText('Loading...')).toBeInTheDocument();
  });

  it("says 'Volunteer not found.' for an unknown volunteer, with Back still offered", () => {
    renderView(<VolunteerPublicProfileView profile={null} />);
    expect(screen.getByText('Volunteer not found.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Back' })).toBeInTheDocument();
  });

  it('shows the name, bio, points, rating to one decimal and the reviews carousel', async () => {
    renderView(<VolunteerPublicProfileView profile={robin} />);
    expect(screen.getByRole('heading', { name: 'Robin Rivers' })).toBeInTheDocument();
    expect(screen.getByText('Weekend helper')).toBeInTheDocument();
    expect(stat('Points')).toHaveTextContent('350');
    expect(stat('Rating')).toHaveTextContent('4.5');
    expect(stat('Reviews')).toHaveTextContent('3');
    expect(
      await screen.findByRole('region', { name: 'Reviews of Robin Rivers' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Brilliant with the kids.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Show more reviews' })).not.toBeInTheDocument();
  });

  it('reads further reviews a page at a time with Show more reviews', async () => {
    const many = Array.from({ length: VOLUNTEER_REVIEWS_PAGE_SIZE + 2 }, (_, index) =>
      review(
        `r${100 - index}`,
        `Review number ${index + 1}`,
        `2026-05-01T10:${String(59 - index).padStart(2, '0')}:00Z`,
        'Food Bank',
      ),
    );
    const requests = renderView(<VolunteerPublicProfileView profile={robin} />, { reviews: many });
    await userEvent.click(await screen.findByRole('button', { name: 'Show more reviews' }));
    await waitFor(() =>
      expect(screen.queryByRole('button', { name: 'Show more reviews' })).not.toBeInTheDocument(),
    );
    const reads = requests.filter((r) => r.path === '/rest/v1/rpc/get_volunteer_reviews');
    expect(reads.map((r) => (r.body as { p_before_id?: string }).p_before_id)).toEqual([
      undefined,
      many[VOLUNTEER_REVIEWS_PAGE_SIZE - 1]?.id,
    ]);
    expect(screen.getByRole('group', { name: `Review 1 of ${many.length}` })).toBeInTheDocument();
  });

  it('says reviews that could not be read failed, and Retry reads them', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    renderView(<VolunteerPublicProfileView profile={robin} />, { failures: 1 });
    expect(await screen.findByRole('alert')).toHaveTextContent('The reviews could not be loaded.');
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('Brilliant with the kids.')).toBeInTheDocument();
  });

  it("says 'No bio provided.' and 'No reviews yet.' for a new volunteer", async () => {
    renderView(
      <VolunteerPublicProfileView
        profile={{
          volunteer: { ...robin.volunteer, bio: '  ', average_rating: 0 },
          reviewCount: 0,
        }}
      />,
      { reviews: [] },
    );
    expect(screen.getByText('No bio provided.')).toBeInTheDocument();
    expect(await screen.findByText('No reviews yet.')).toBeInTheDocument();
    // SPEC §9's default 0.0, said to be no rating rather than drawn as five empty stars.
    expect(stat('Rating')).toHaveTextContent('0.0not rated yet');
    expect(screen.queryByRole('img', { name: /^Rating:/ })).toBeNull();
  });

  it("answers Report and Block with 'coming soon'", async () => {
    const user = userEvent.setup();
    renderView(<VolunteerPublicProfileView profile={robin} />);
    await user.click(screen.getByRole('button', { name: /^More actions for / }));
    await user.click(screen.getByRole('menuitem', { name: 'Report' }));
    expect(screen.getByRole('status')).toHaveTextContent('Report: coming soon');
    await user.click(screen.getByRole('button', { name: /^More actions for / }));
    await user.click(screen.getByRole('menuitem', { name: 'Block' }));
    expect(screen.getByRole('status')).toHaveTextContent('Block: coming soon');
  });

  it("clears the 'coming soon' note after a few seconds", async () => {
    renderView(<VolunteerPublicProfileView profile={robin} />);
    await screen.findByText('Brilliant with the kids.');
    jest.useFakeTimers();
    const user = userEvent.setup({ advanceTimers: (ms) => jest.advanceTimersByTime(ms) });
    await user.click(screen.getByRole('button', { name: /^More actions for / }));
    await user.click(screen.getByRole('menuitem', { name: 'Report' }));
    expect(screen.getByRole('status')).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(3000));
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    jest.useRealTimers();
  });

  it('goes back to the given path', async () => {
    const user = userEvent.setup();
    renderView(
      <Routes>
        <Route
          path="/profile"
          element={<VolunteerPublicProfileView profile={robin} backTo="/home" />}
        />
        <Route path="/home" element={<p>Home screen</p>} />
      </Routes>,
      { path: '/profile' },
    );
    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(screen.getByText('Home screen')).toBeInTheDocument();
  });
});
