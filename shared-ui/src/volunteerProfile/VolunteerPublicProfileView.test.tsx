import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import type { VolunteerPublicProfile } from 'shared-domain';
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
  },
  reviews: [
    {
      id: 'r1',
      rating: 5,
      comment: 'Brilliant with the kids.',
      reviewerName: 'Harbour Youth Club',
      reviewerAvatarUrl: null,
      createdAt: '2026-05-01T10:00:00Z',
      taskTitle: 'Holiday camp',
    },
    {
      id: 'r2',
      rating: 4,
      comment: 'Always on time.',
      reviewerName: 'Green Streets',
      reviewerAvatarUrl: null,
      createdAt: '2026-04-01T10:00:00Z',
      taskTitle: null,
    },
  ],
};

const stat = (name: string) => screen.getByText(name, { selector: 'dt' }).nextElementSibling;

describe('VolunteerPublicProfileView', () => {
  it("says 'Loading...' while the profile loads", () => {
    renderWithTheme(<VolunteerPublicProfileView profile={undefined} />);
    expect(screen.getByText('Loading...')).toBeInTheDocument();
  });

  it("says 'Volunteer not found.' for an unknown volunteer, with Back still offered", () => {
    renderWithTheme(<VolunteerPublicProfileView profile={null} />);
    expect(screen.getByText('Volunteer not found.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Back' })).toBeInTheDocument();
  });

  it('shows the name, bio, points, rating to one decimal and the reviews carousel', () => {
    renderWithTheme(<VolunteerPublicProfileView profile={robin} />);
    expect(screen.getByRole('heading', { name: 'Robin Rivers' })).toBeInTheDocument();
    expect(screen.getByText('Weekend helper')).toBeInTheDocument();
    expect(stat('Points')).toHaveTextContent('350');
    expect(stat('Rating')).toHaveTextContent('4.5');
    expect(stat('Reviews')).toHaveTextContent('2');
    expect(screen.getByRole('region', { name: 'Reviews of Robin Rivers' })).toBeInTheDocument();
    expect(screen.getByText('Brilliant with the kids.')).toBeInTheDocument();
  });

  it("says 'No bio provided.' and 'No reviews yet.' for a new volunteer", () => {
    renderWithTheme(
      <VolunteerPublicProfileView
        profile={{ volunteer: { ...robin.volunteer, bio: '  ', average_rating: 0 }, reviews: [] }}
      />,
    );
    expect(screen.getByText('No bio provided.')).toBeInTheDocument();
    expect(screen.getByText('No reviews yet.')).toBeInTheDocument();
    expect(stat('Rating')).toHaveTextContent('0.0');
  });

  it("answers Report and Block with 'coming soon'", async () => {
    const user = userEvent.setup();
    renderWithTheme(<VolunteerPublicProfileView profile={robin} />);
    await user.click(screen.getByRole('button', { name: 'More actions' }));
    await user.click(screen.getByRole('button', { name: 'Report' }));
    expect(screen.getByRole('status')).toHaveTextContent('Report: coming soon');
    await user.click(screen.getByRole('button', { name: 'More actions' }));
    await user.click(screen.getByRole('button', { name: 'Block' }));
    expect(screen.getByRole('status')).toHaveTextContent('Block: coming soon');
  });

  it("clears the 'coming soon' note after a few seconds", async () => {
    jest.useFakeTimers();
    const user = userEvent.setup({ advanceTimers: (ms) => jest.advanceTimersByTime(ms) });
    renderWithTheme(<VolunteerPublicProfileView profile={robin} />);
    await user.click(screen.getByRole('button', { name: 'More actions' }));
    await user.click(screen.getByRole('button', { name: 'Report' }));
    expect(screen.getByRole('status')).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(3000));
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    jest.useRealTimers();
  });

  it('goes back to the given path', async () => {
    const user = userEvent.setup();
    renderWithTheme(
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
