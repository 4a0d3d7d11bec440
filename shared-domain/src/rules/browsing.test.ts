import {
  DEFAULT_TASK_SORT,
  TASK_LIST_SORT_OPTIONS,
  TASK_SEARCH_PLACEHOLDER,
  VOLUNTEER_SORT_OPTIONS,
  browseTaskList,
  browseTasksForVolunteer,
  isBrowsableByVolunteer,
  matchesTaskSearch,
  sortTasks,
  type BrowsableTask,
} from './browsing';

const now = new Date('2026-03-01T12:00:00.000Z');

const task = (
  overrides: Partial<BrowsableTask> & { id: number },
): BrowsableTask & { id: number } => ({
  title: 'Beach clean-up',
  description: 'Pick up litter along the shore',
  status: false,
  organisation_id: 'org-1',
  task_date: '2026-03-10T09:00:00Z',
  created_at: '2026-02-01T00:00:00Z',
  points: 100,
  ...overrides,
});

describe('sort options', () => {
  it('labels the volunteer list sorts as the SPEC does, earliest first by default', () => {
    expect(VOLUNTEER_SORT_OPTIONS.map((o) => o.label)).toEqual([
      'Newest First',
      'Points (High to Low)',
      'Earliest Tasks First',
    ]);
    expect(DEFAULT_TASK_SORT).toBe('earliest');
  });

  it('labels the general list sorts as the SPEC does', () => {
    expect(TASK_LIST_SORT_OPTIONS.map((o) => o.label)).toEqual([
      'Newest First',
      'Points High to Low',
      'Earliest First',
    ]);
  });

  it("uses the search placeholder 'Search for a task'", () => {
    expect(TASK_SEARCH_PLACEHOLDER).toBe('Search for a task');
  });
});

describe('isBrowsableByVolunteer', () => {
  const linked = ['org-1', 'org-2'];

  it('shows an open, upcoming task of a linked organisation', () => {
    expect(isBrowsableByVolunteer(task({ id: 1 }), linked, now)).toBe(true);
  });

  it('hides closed tasks', () => {
    expect(isBrowsableByVolunteer(task({ id: 1, status: true }), linked, now)).toBe(false);
  });

  it('hides tasks of organisations the volunteer does not follow', () => {
    expect(isBrowsableByVolunteer(task({ id: 1, organisation_id: 'org-9' }), linked, now)).toBe(
      false,
    );
    expect(isBrowsableByVolunteer(task({ id: 1, organisation_id: null }), linked, now)).toBe(false);
    expect(isBrowsableByVolunteer(task({ id: 1 }), [], now)).toBe(false);
  });

  it('matches numeric and text organisation ids alike', () => {
    expect(isBrowsableByVolunteer(task({ id: 1, organisation_id: 7 }), ['7'], now)).toBe(true);
  });

  it('hides tasks whose date has passed but keeps undated ones', () => {
    expect(
      isBrowsableByVolunteer(task({ id: 1, task_date: '2026-03-01T11:59:59Z' }), linked, now),
    ).toBe(false);
    expect(isBrowsableByVolunteer(task({ id: 1, task_date: null }), linked, now)).toBe(true);
    expect(isBrowsableByVolunteer(task({ id: 1, task_date: now.toISOString() }), linked, now)).toBe(
      true,
    );
  });
});

describe('matchesTaskSearch', () => {
  it('matches the title or the description, ignoring case', () => {
    expect(matchesTaskSearch({ title: 'Beach Clean-up', description: null }, 'beach')).toBe(true);
    expect(matchesTaskSearch({ title: 'Food drive', description: 'Sort TINS' }, 'tins')).toBe(true);
    expect(matchesTaskSearch({ title: 'Food drive', description: null }, 'beach')).toBe(false);
  });

  it('matches everything for an empty or blank query', () => {
    expect(matchesTaskSearch({ title: 'x', description: null }, '')).toBe(true);
    expect(matchesTaskSearch({ title: 'x', description: null }, '   ')).toBe(true);
  });
});

describe('sortTasks', () => {
  const a = task({
    id: 1,
    task_date: '2026-03-20T00:00:00Z',
    created_at: '2026-02-03T00:00:00Z',
    points: 50,
  });
  const b = task({ id: 2, task_date: null, created_at: '2026-02-05T00:00:00Z', points: 300 });
  const c = task({
    id: 3,
    task_date: '2026-03-05T00:00:00Z',
    created_at: '2026-02-01T00:00:00Z',
    points: 100,
  });

  it('Newest First orders by creation time, latest first', () => {
    expect(sortTasks([a, b, c], 'newest').map((t) => t.id)).toEqual([2, 1, 3]);
  });

  it('Points orders from high to low', () => {
    expect(sortTasks([a, b, c], 'points').map((t) => t.id)).toEqual([2, 3, 1]);
  });

  it('Earliest First orders by task date with undated tasks last', () => {
    expect(sortTasks([a, b, c], 'earliest').map((t) => t.id)).toEqual([3, 1, 2]);
  });

  it('does not change the input list', () => {
    const list = [a, b, c];
    sortTasks(list, 'points');
    expect(list.map((t) => t.id)).toEqual([1, 2, 3]);
  });
});

describe('browseTasksForVolunteer', () => {
  it('filters, searches and sorts in one go', () => {
    const tasks = [
      task({ id: 1, title: 'Beach walk', task_date: '2026-03-09T00:00:00Z' }),
      task({ id: 2, title: 'Beach party', task_date: '2026-03-02T00:00:00Z' }),
      task({ id: 3, title: 'Beach past', task_date: '2026-02-01T00:00:00Z' }),
      task({ id: 4, title: 'Beach other org', organisation_id: 'org-9' }),
      task({ id: 5, title: 'Library', task_date: null }),
      task({ id: 6, title: 'Beach closed', status: true }),
    ];
    const result = browseTasksForVolunteer(
      tasks,
      { linkedOrganisationIds: ['org-1'], query: 'BEACH', sort: 'earliest' },
      now,
    );
    expect(result.map((t) => t.id)).toEqual([2, 1]);
  });
});

describe('browseTaskList', () => {
  it('hides past tasks, keeps undated ones and searches', () => {
    const tasks = [
      task({ id: 1, task_date: '2026-02-01T00:00:00Z' }),
      task({ id: 2, task_date: null }),
      task({ id: 3 }),
      task({ id: 4, title: 'Other', description: null }),
    ];
    expect(
      browseTaskList(tasks, { query: 'beach', sort: 'earliest' }, now).map((t) => t.id),
    ).toEqual([3, 2]);
  });
});
