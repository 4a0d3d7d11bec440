import {
  APPLICATION_STATUS_LABELS,
  DIFFICULTY_OPTIONS,
  TASK_KIND_OPTIONS,
  applicationStatusLabel,
  bioText,
  detailOrNotSpecified,
  difficultyLabel,
  isApplicationGroup,
  isDifficulty,
  isMyTasksFilter,
  isOrganisationType,
  isTaskKind,
  isTaskSort,
  optionalText,
} from './displayOptions';

describe('application status labels', () => {
  it('read Applied, Approved, Rejected, Completed', () => {
    expect(applicationStatusLabel('applied')).toBe('Applied');
    expect(applicationStatusLabel('approved')).toBe('Approved');
    expect(applicationStatusLabel('rejected')).toBe('Rejected');
    expect(applicationStatusLabel('completed')).toBe('Completed');
    expect(Object.keys(APPLICATION_STATUS_LABELS)).toHaveLength(4);
  });
});

describe('difficulty', () => {
  it('reads capitalised', () => {
    expect(difficultyLabel('easy')).toBe('Easy');
    expect(difficultyLabel('medium')).toBe('Medium');
    expect(difficultyLabel('hard')).toBe('Hard');
  });

  it('offers easy, medium and hard in that order', () => {
    expect(DIFFICULTY_OPTIONS).toEqual([
      { value: 'easy', label: 'Easy' },
      { value: 'medium', label: 'Medium' },
      { value: 'hard', label: 'Hard' },
    ]);
  });
});

describe('task kinds', () => {
  it('offer Once-off and Ongoing', () => {
    expect(TASK_KIND_OPTIONS.map((o) => o.label)).toEqual(['Once-off', 'Ongoing']);
  });
});

describe('select value guards', () => {
  it('accept only values of their own list', () => {
    expect(isDifficulty('hard')).toBe(true);
    expect(isDifficulty('Hard')).toBe(false);
    expect(isDifficulty('')).toBe(false);
    expect(isOrganisationType('sports_club')).toBe(true);
    expect(isOrganisationType('Sports Club')).toBe(false);
    expect(isTaskKind('ongoing')).toBe(true);
    expect(isTaskKind('weekly')).toBe(false);
    expect(isMyTasksFilter('withApplicants')).toBe(true);
    expect(isMyTasksFilter('With Applicants')).toBe(false);
    expect(isApplicationGroup('completed')).toBe(true);
    expect(isApplicationGroup('')).toBe(false);
    expect(isTaskSort('points')).toBe(true);
    expect(isTaskSort('oldest')).toBe(false);
  });
});

describe('bioText', () => {
  it("shows 'No bio provided.' for a missing or blank bio", () => {
    expect(bioText(null)).toBe('No bio provided.');
    expect(bioText(undefined)).toBe('No bio provided.');
    expect(bioText('  ')).toBe('No bio provided.');
  });

  it('shows the bio trimmed', () => {
    expect(bioText('  Happy to help ')).toBe('Happy to help');
  });
});

describe('detailOrNotSpecified', () => {
  it("shows 'Not specified' for a missing or blank detail", () => {
    expect(detailOrNotSpecified(null)).toBe('Not specified');
    expect(detailOrNotSpecified('')).toBe('Not specified');
    expect(detailOrNotSpecified(' ')).toBe('Not specified');
  });

  it('shows a given detail trimmed', () => {
    expect(detailOrNotSpecified(' 12 345 678 901 ')).toBe('12 345 678 901');
  });
});

describe('optionalText', () => {
  it('stores blank text as null and other text trimmed', () => {
    expect(optionalText('')).toBeNull();
    expect(optionalText('   ')).toBeNull();
    expect(optionalText(null)).toBeNull();
    expect(optionalText(' harbour.org ')).toBe('harbour.org');
  });
});
