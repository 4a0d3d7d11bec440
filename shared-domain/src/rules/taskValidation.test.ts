import {
  CREATE_TASK_STEPS,
  buildNewTaskRow,
  combineTaskDateTime,
  isOngoingTask,
  taskDraftPoints,
  validateDetailsStep,
  validateEditTask,
  validatePointsStep,
  validateTaskCreation,
  validateTimingStep,
  type TaskDraft,
} from './taskValidation';

// Local-time "now", matching how the date and time inputs are read.
const now = new Date(2026, 2, 1, 12, 0, 0);

const onceOff: TaskDraft = {
  interests: [],
  title: 'Beach clean-up',
  description: 'Pick up litter',
  location: 'Bondi',
  capacity: 3,
  kind: 'once-off',
  detailedDescription: '',
  date: '2026-03-02',
  time: '09:30',
  hoursByWeekday: {},
  weeks: 1,
  durationHours: 2,
  difficulty: 'medium',
};

const ongoing: TaskDraft = {
  ...onceOff,
  kind: 'ongoing',
  detailedDescription: 'Weekly soup kitchen shift',
  time: '',
  hoursByWeekday: { Monday: 2, Thursday: 3 },
  weeks: 4,
};

describe('CREATE_TASK_STEPS', () => {
  it('has the three steps Details, Timing, Points', () => {
    expect(CREATE_TASK_STEPS).toEqual(['Details', 'Timing', 'Points']);
  });
});

describe('validateDetailsStep', () => {
  it('accepts a complete once-off draft', () => {
    expect(validateDetailsStep(onceOff)).toEqual({});
  });

  it('requires title, description and location', () => {
    expect(
      Object.keys(
        validateDetailsStep({ ...onceOff, title: ' ', description: '', location: '' }),
      ).sort(),
    ).toEqual(['description', 'location', 'title']);
  });

  it('requires at least 1 volunteer', () => {
    expect(validateDetailsStep({ ...onceOff, capacity: 1 })).toEqual({});
    expect(validateDetailsStep({ ...onceOff, capacity: 0 }).capacity).toBe(
      'Volunteers needed must be at least 1.',
    );
    expect(validateDetailsStep({ ...onceOff, capacity: -2 }).capacity).toBeDefined();
    expect(validateDetailsStep({ ...onceOff, capacity: Number.NaN }).capacity).toBeDefined();
  });

  it('requires the detailed role description only for ongoing tasks', () => {
    expect(validateDetailsStep({ ...ongoing, detailedDescription: ' ' }).detailedDescription).toBe(
      'Detailed role description is required.',
    );
    expect(validateDetailsStep({ ...onceOff, detailedDescription: '' })).toEqual({});
  });
});

describe('validateTimingStep', () => {
  it('accepts a future once-off task with a duration from 1 to 12 hours', () => {
    expect(validateTimingStep(onceOff, now)).toEqual({});
    expect(validateTimingStep({ ...onceOff, durationHours: 1 }, now)).toEqual({});
    expect(validateTimingStep({ ...onceOff, durationHours: 12 }, now)).toEqual({});
  });

  it('refuses a once-off duration outside 1 to 12 hours', () => {
    for (const durationHours of [0, 0.5, 12.5, -1, Number.NaN]) {
      expect(validateTimingStep({ ...onceOff, durationHours }, now).durationHours).toBe(
        'Estimated duration must be between 1 and 12 hours.',
      );
    }
  });

  it('requires a date, and a time for once-off tasks', () => {
    expect(validateTimingStep({ ...onceOff, date: '' }, now).date).toBe('Date is required.');
    expect(validateTimingStep({ ...onceOff, time: '' }, now).time).toBe('Time is required.');
  });

  it('does not require a time for ongoing tasks', () => {
    expect(validateTimingStep({ ...ongoing, time: '' }, now)).toEqual({});
  });

  it("refuses a start in the past or exactly now with '❌ Task date must be in the future.'", () => {
    expect(validateTimingStep({ ...onceOff, date: '2026-03-01', time: '11:59' }, now).date).toBe(
      '❌ Task date must be in the future.',
    );
    expect(validateTimingStep({ ...onceOff, date: '2026-03-01', time: '12:00' }, now).date).toBe(
      '❌ Task date must be in the future.',
    );
    expect(validateTimingStep({ ...onceOff, date: '2026-03-01', time: '12:01' }, now)).toEqual({});
  });

  it('reads an ongoing task as starting at midnight of its date', () => {
    expect(validateTimingStep({ ...ongoing, date: '2026-03-01' }, now).date).toBe(
      '❌ Task date must be in the future.',
    );
    expect(validateTimingStep({ ...ongoing, date: '2026-03-02' }, now)).toEqual({});
  });

  it('requires at least one weekday for ongoing tasks', () => {
    expect(validateTimingStep({ ...ongoing, hoursByWeekday: {} }, now).weekdays).toBe(
      'Choose at least one day.',
    );
  });

  it('accepts weekday hours from 0 to 12 and refuses others', () => {
    expect(
      validateTimingStep({ ...ongoing, hoursByWeekday: { Monday: 0, Friday: 12 } }, now),
    ).toEqual({});
    expect(
      validateTimingStep({ ...ongoing, hoursByWeekday: { Monday: 13 } }, now).weekdayHours,
    ).toBe('Hours per day must be between 0 and 12.');
    expect(
      validateTimingStep({ ...ongoing, hoursByWeekday: { Monday: -1 } }, now).weekdayHours,
    ).toBeDefined();
  });

  it('requires at least 1 week', () => {
    expect(validateTimingStep({ ...ongoing, weeks: 1 }, now)).toEqual({});
    expect(validateTimingStep({ ...ongoing, weeks: 0 }, now).weeks).toBe(
      'Number of weeks must be at least 1.',
    );
    expect(validateTimingStep({ ...ongoing, weeks: -1 }, now).weeks).toBeDefined();
  });

  it('ignores the once-off duration for ongoing tasks', () => {
    expect(validateTimingStep({ ...ongoing, durationHours: 0 }, now)).toEqual({});
  });
});

describe('combineTaskDateTime', () => {
  it('combines the date and time inputs in local time', () => {
    expect(combineTaskDateTime('2026-03-02', '09:30', 'once-off')?.getTime()).toBe(
      new Date(2026, 2, 2, 9, 30).getTime(),
    );
  });

  it('uses midnight for ongoing tasks whatever the time input says', () => {
    expect(combineTaskDateTime('2026-03-02', '09:30', 'ongoing')?.getTime()).toBe(
      new Date(2026, 2, 2, 0, 0).getTime(),
    );
  });

  it('is null without a readable date', () => {
    expect(combineTaskDateTime('', '09:30', 'once-off')).toBeNull();
    expect(combineTaskDateTime('tomorrow', '09:30', 'once-off')).toBeNull();
  });
});

describe('validatePointsStep and taskDraftPoints', () => {
  it('requires a difficulty', () => {
    expect(validatePointsStep({ ...onceOff, difficulty: null })).toEqual({
      difficulty: 'Choose a difficulty.',
    });
    expect(validatePointsStep(onceOff)).toEqual({});
  });

  it('previews the points of the draft', () => {
    expect(taskDraftPoints(onceOff)).toBe(100);
    expect(taskDraftPoints({ ...ongoing, difficulty: 'hard' })).toBe(100 * 5 * 4);
    expect(taskDraftPoints({ ...onceOff, difficulty: null })).toBe(0);
  });
});

describe('validateTaskCreation', () => {
  it("says 'Org ID missing.' when no organisation is found", () => {
    expect(validateTaskCreation({ organisationId: null, date: '2026-03-02' })).toBe(
      'Org ID missing.',
    );
    expect(validateTaskCreation({ organisationId: undefined, date: '' })).toBe('Org ID missing.');
  });

  it("says 'Enter date.' when there is no date", () => {
    expect(validateTaskCreation({ organisationId: 'org-1', date: '' })).toBe('Enter date.');
    expect(validateTaskCreation({ organisationId: 4, date: null })).toBe('Enter date.');
  });

  it('passes with both', () => {
    expect(validateTaskCreation({ organisationId: 'org-1', date: '2026-03-02' })).toBeNull();
  });
});

describe('buildNewTaskRow', () => {
  const owner = { userId: 'user-1', organisationId: 'org-1' };

  it('builds an open once-off task with its points', () => {
    const start = new Date('2026-03-02T09:30:00Z');
    expect(
      buildNewTaskRow({ ...onceOff, difficulty: 'medium' }, owner, start, 'Australia/Sydney'),
    ).toEqual({
      user_id: 'user-1',
      organisation_id: 'org-1',
      title: 'Beach clean-up',
      description: 'Pick up litter',
      detailed_description: null,
      location: 'Bondi',
      task_date: '2026-03-02T09:30:00.000Z',
      task_type: 'once-off',
      difficulty: 'medium',
      hours_required: 2,
      points: 100,
      capacity: 3,
      days_of_week: null,
      number_of_weeks: null,
      interests: [],
      time_zone: 'Australia/Sydney',
    });
  });

  it('keeps the chosen interests in SPEC’s order', () => {
    const row = buildNewTaskRow(
      { ...onceOff, interests: ['Youth', 'Sport'], difficulty: 'easy' },
      owner,
      new Date('2026-03-02T09:30:00Z'),
    );
    expect(row.interests).toEqual(['Sport', 'Youth']);
  });

  it('builds an ongoing task with its weekdays in week order, weeks and weekly hours', () => {
    const row = buildNewTaskRow(
      { ...ongoing, hoursByWeekday: { Thursday: 3, Monday: 2 }, difficulty: 'easy' },
      owner,
      new Date('2026-03-02T00:00:00Z'),
    );
    expect(row).toMatchObject({
      task_type: 'ongoing',
      detailed_description: 'Weekly soup kitchen shift',
      days_of_week: ['Monday', 'Thursday'],
      number_of_weeks: 4,
      hours_required: 5,
      points: 500,
    });
  });
});

describe('isOngoingTask', () => {
  it('reads both the boolean and the text forms of task_type', () => {
    expect(isOngoingTask(true)).toBe(true);
    expect(isOngoingTask('ongoing')).toBe(true);
    expect(isOngoingTask(false)).toBe(false);
    expect(isOngoingTask('once-off')).toBe(false);
    expect(isOngoingTask(null)).toBe(false);
  });
});

describe('validateEditTask', () => {
  it('requires title, description and location', () => {
    expect(
      Object.keys(
        validateEditTask({ title: '', description: ' ', location: '', date: '', interests: [] }),
      ).sort(),
    ).toEqual(['description', 'location', 'title']);
  });

  it('allows an empty date', () => {
    expect(
      validateEditTask({ title: 'T', description: 'D', location: 'L', date: '', interests: [] }),
    ).toEqual({});
  });
});
