import {
  ORGANISATION_TABS,
  VOLUNTEER_TABS,
  activeTabPath,
  isAlwaysReachable,
  paths,
} from './navigation';

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

describe('tabs', () => {
  it('lists the organisation tabs Home, Create, My Tasks, Messages, Leaderboard', () => {
    expect(ORGANISATION_TABS.map((t) => t.label)).toEqual([
      'Home',
      'Create',
      'My Tasks',
      'Messages',
      'Leaderboard',
    ]);
  });

  it('lists the volunteer tabs Home, My Tasks, Rewards, Messages, Leaderboard', () => {
    expect(VOLUNTEER_TABS.map((t) => t.label)).toEqual([
      'Home',
      'My Tasks',
      'Rewards',
      'Messages',
      'Leaderboard',
    ]);
  });

  it('lights up the tab of a nested page', () => {
    expect(
      activeTabPath(
        '/organisation/mytasks/filter',
        ORGANISATION_TABS.map((t) => t.path),
      ),
    ).toBe('/organisation/mytasks');
  });
});

describe('paths', () => {
  it('builds the SPEC routes with their parameters', () => {
    expect(paths.volunteerTask('t1')).toBe('/volunteer/task/t1');
    expect(paths.organisationReview('t1', 'u1')).toBe('/organisation/review/t1/u1');
    expect(paths.organisationProfile('o1')).toBe('/organisation/profile/o1');
    expect(paths.organisationEditTask('t1')).toBe('/organisation/edit-task/t1');
    expect(paths.chat('c1')).toBe('/chat/c1');
    expect(paths.newChat('c1')).toBe('/messages/c1');
  });

  it('names the destinations SPEC §2 lists besides the routes', () => {
    expect(paths.organisationArea).toBe('/organisation');
    expect(paths.volunteerArea).toBe('/volunteer');
    expect(paths.organisationEditProfile).toBe('/organisation/edit-profile');
  });
});

describe('isAlwaysReachable', () => {
  it.each([
    '/volunteer/select-organisations',
    '/volunteer/completeprofile',
    '/organisation/completeprofile',
    '/volunteer/completeprofile/',
  ])('lets an incomplete profile open %s', (path) => {
    expect(isAlwaysReachable(path)).toBe(true);
  });

  it.each(['/volunteer/home', '/organisation/home', '/', '/volunteer/completeprofile/x'])(
    'keeps %s behind the completed profile',
    (path) => {
      expect(isAlwaysReachable(path)).toBe(false);
    },
  );
});
