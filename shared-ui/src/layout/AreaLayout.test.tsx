import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithTheme } from '../../test/renderWithTheme';
import { AreaLayout } from './AreaLayout';

const tabs = [
  { label: 'Home', to: '/organisation/home' },
  { label: 'Create', to: '/organisation/createtask' },
  { label: 'My Tasks', to: '/organisation/mytasks' },
  { label: 'Messages', to: '/organisation/messages', badge: 3 },
  { label: 'Leaderboard', to: '/organisation/leaderboard' },
];

function renderLayout(path: string, onLogout = jest.fn(), unread = 0) {
  renderWithTheme(
    <AreaLayout
      homePath="/organisation/home"
      profilePath="/organisation/profile"
      tabs={tabs}
      onLogout={onLogout}
      notifications={{ path: '/organisation/notifications', unread }}
    >
      <p>Page body</p>
    </AreaLayout>,
    { path },
  );
  return onLogout;
}

describe('AreaLayout', () => {
  it('shows the page content beside the navigation: home, tabs, profile and log out', () => {
    renderLayout('/organisation/home');
    expect(screen.getByRole('main')).toHaveTextContent('Page body');
    const topBar = within(screen.getByRole('banner'));
    expect(topBar.getByRole('link', { name: 'Profile' })).toHaveAttribute(
      'href',
      '/organisation/profile',
    );
    expect(topBar.getByRole('link', { name: 'Pitch In home' })).toHaveAttribute(
      'href',
      '/organisation/home',
    );
  });

  it('marks the tab whose path prefixes the current path as the current page', () => {
    renderLayout('/organisation/mytasks/filter');
    const nav = screen.getByRole('navigation', { name: 'Main' });
    const current = nav.querySelectorAll('[aria-current="page"]');
    expect(current).toHaveLength(1);
    expect(current[0]).toHaveTextContent('My Tasks');
  });

  it('marks no tab when the path is outside every tab', () => {
    renderLayout('/organisation/task/42');
    const nav = screen.getByRole('navigation', { name: 'Main' });
    expect(nav.querySelectorAll('[aria-current="page"]')).toHaveLength(0);
  });

  it('announces unread counts on a tab', () => {
    renderLayout('/organisation/home');
    expect(screen.getByRole('link', { name: /^Messages\W+3 unread$/ })).toBeInTheDocument();
  });

  it('has a bell in the bar that leads to the notifications and says how many are unread', () => {
    renderLayout('/organisation/home', jest.fn(), 4);
    const bell = within(screen.getByRole('banner')).getByRole('link', {
      name: 'Notifications, 4 unread',
    });
    expect(bell).toHaveAttribute('href', '/organisation/notifications');
    expect(bell).toHaveTextContent('4');
  });

  it('names the bell without a count when everything is read, and marks it current on its screen', () => {
    renderLayout('/organisation/notifications');
    const bell = screen.getByRole('link', { name: 'Notifications' });
    expect(bell).toHaveAttribute('aria-current', 'page');
    expect(bell).not.toHaveTextContent(/\d/);
  });

  it('calls onLogout when the log out button is pressed', async () => {
    const onLogout = renderLayout('/organisation/home');
    await userEvent.click(screen.getByRole('button', { name: 'Log out' }));
    expect(onLogout).toHaveBeenCalledTimes(1);
  });
});
