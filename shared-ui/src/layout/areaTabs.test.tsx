import { organisationAreaTabs, volunteerAreaTabs } from './areaTabs';

const shape = (tabs: typeof volunteerAreaTabs) => tabs.map(({ label, to }) => [label, to]);

describe('area tabs', () => {
  it('gives the volunteer area the SPEC §2 tabs in order, each with an icon', () => {
    expect(shape(volunteerAreaTabs)).toEqual([
      ['Home', '/volunteer/home'],
      ['My Tasks', '/volunteer/mytasks'],
      ['Rewards', '/volunteer/rewards'],
      ['Messages', '/volunteer/messages'],
      ['Leaderboard', '/volunteer/leaderboard'],
    ]);
    expect(volunteerAreaTabs.every((tab) => tab.icon)).toBe(true);
  });

  it('gives the organisation area the SPEC §2 tabs in order, each with an icon', () => {
    expect(shape(organisationAreaTabs)).toEqual([
      ['Home', '/organisation/home'],
      ['Create', '/organisation/createtask'],
      ['My Tasks', '/organisation/mytasks'],
      ['Messages', '/organisation/messages'],
      ['Leaderboard', '/organisation/leaderboard'],
    ]);
    expect(organisationAreaTabs.every((tab) => tab.icon)).toBe(true);
  });
});
