import { activeTabPath } from './navigation';

const organisationTabs = [
  '/organisation/home',
  '/organisation/createtask',
  '/organisation/mytasks',
  '/organisation/messages',
  '/organisation/leaderboard',
];

describe('activeTabPath', () => {
  it('matches the tab whose path equals the current path', () => {
    expect(activeTabPath('/organisation/mytasks', organisationTabs)).toBe('/organisation/mytasks');
  });

  it('matches a tab whose path is a prefix of the current path', () => {
    expect(activeTabPath('/organisation/messages/42', organisationTabs)).toBe(
      '/organisation/messages',
    );
  });

  it('ignores a trailing slash', () => {
    expect(activeTabPath('/organisation/home/', organisationTabs)).toBe('/organisation/home');
  });

  it('only matches on segment boundaries', () => {
    expect(activeTabPath('/organisation/homework', organisationTabs)).toBeNull();
  });

  it('prefers the longest matching prefix', () => {
    expect(activeTabPath('/volunteer/tasks/7', ['/volunteer', '/volunteer/tasks'])).toBe(
      '/volunteer/tasks',
    );
  });

  it('is null when no tab matches', () => {
    expect(activeTabPath('/organisation/profile', organisationTabs)).toBeNull();
    expect(activeTabPath('/', organisationTabs)).toBeNull();
    expect(activeTabPath('/x', [])).toBeNull();
  });

  it('lets a root tab match everything but lose to a longer one', () => {
    expect(activeTabPath('/anything', ['/'])).toBe('/');
    expect(activeTabPath('/volunteer/home', ['/', '/volunteer/home'])).toBe('/volunteer/home');
  });
});
