import {
  byWhatNeedsDoing,
  MY_TASKS_FILTER_OPTIONS,
  applicantActions,
  canSeeApplicants,
  showsCompletedBanner,
  canEditOrDeleteTask,
  filterMyTasks,
  isCompleteAfterDone,
  isFilledAfterApproval,
  matchesMyTasksFilter,
} from './myTasks';

const newTask = { status: false, completed: false, applications: [] };
const withApplicant = {
  status: false,
  completed: false,
  applications: [{ status: 'applied' as const }],
};
const withApproved = {
  status: false,
  completed: false,
  applications: [{ status: 'approved' as const }],
};
const filled = {
  status: true,
  completed: false,
  applications: [{ status: 'approved' as const }],
};
const done = {
  status: true,
  completed: true,
  applications: [{ status: 'completed' as const }],
};

describe('My Tasks filter options', () => {
  it("lists All Tasks, Open, Pending, Completed, With Applicants, then the dashboard's counts", () => {
    expect(MY_TASKS_FILTER_OPTIONS.map((o) => o.label)).toEqual([
      'All Tasks',
      'Open',
      'Pending',
      'Completed',
      'With Applicants',
      'Waiting for your decision',
      'In the next 7 days',
      'Reviews owed',
    ]);
  });
});

describe('byWhatNeedsDoing', () => {
  const now = new Date('2026-12-01T00:00:00Z');
  const task = (id: string, applied: number, date: string | null, completed = false) => ({
    id,
    applied_count: applied,
    task_date: date,
    completed,
  });
  it('puts applicants waiting first, then the week ahead soonest first, then the rest as read', () => {
    const ordered = byWhatNeedsDoing(
      [
        task('later', 0, '2026-12-20T00:00:00Z'),
        task('in-three-days', 0, '2026-12-04T00:00:00Z'),
        task('waiting', 2, '2026-12-25T00:00:00Z'),
        task('tomorrow', 0, '2026-12-02T00:00:00Z'),
        task('done', 3, '2026-12-02T00:00:00Z', true),
        task('undated', 0, null),
      ],
      now,
    );
    expect(ordered.map((t) => t.id)).toEqual([
      'waiting',
      'tomorrow',
      'in-three-days',
      'later',
      'done',
      'undated',
    ]);
  });
});

describe('matchesMyTasksFilter', () => {
  it('All Tasks shows everything', () => {
    expect(filterMyTasks([newTask, filled, done], 'all')).toEqual([newTask, filled, done]);
  });

  it('Open shows tasks not completed with no approved applicant', () => {
    expect(matchesMyTasksFilter(newTask, 'open')).toBe(true);
    expect(matchesMyTasksFilter(withApplicant, 'open')).toBe(true);
    expect(matchesMyTasksFilter(withApproved, 'open')).toBe(false);
    expect(matchesMyTasksFilter(done, 'open')).toBe(false);
  });

  it('Pending shows tasks filled but not completed', () => {
    expect(matchesMyTasksFilter(filled, 'pending')).toBe(true);
    expect(matchesMyTasksFilter(withApproved, 'pending')).toBe(false);
    expect(matchesMyTasksFilter(done, 'pending')).toBe(false);
  });

  it('Completed shows completed tasks only', () => {
    expect(filterMyTasks([newTask, filled, done], 'completed')).toEqual([done]);
  });

  it('With Applicants shows tasks with at least one application of any status', () => {
    expect(filterMyTasks([newTask, withApplicant, filled, done], 'withApplicants')).toEqual([
      withApplicant,
      filled,
      done,
    ]);
  });

  it('treats missing applications as none', () => {
    const task = { status: false, completed: false, applications: null };
    expect(matchesMyTasksFilter(task, 'open')).toBe(true);
    expect(matchesMyTasksFilter(task, 'withApplicants')).toBe(false);
  });
});

describe('canEditOrDeleteTask', () => {
  it('hides Edit and Delete once the task is completed', () => {
    expect(canEditOrDeleteTask({ completed: false })).toBe(true);
    expect(canEditOrDeleteTask({ completed: true })).toBe(false);
  });
});

describe('applicantActions', () => {
  it('offers Approve and Reject only while applied', () => {
    expect(applicantActions('applied', { completed: false })).toEqual({
      approve: true,
      reject: true,
      done: false,
      doneLabel: false,
    });
  });

  it('offers Done on an approved application of an unfinished task', () => {
    expect(applicantActions('approved', { completed: false })).toEqual({
      approve: false,
      reject: false,
      done: true,
      doneLabel: false,
    });
    expect(applicantActions('approved', { completed: true }).done).toBe(false);
  });

  it("shows the 'Done' label for a completed application", () => {
    expect(applicantActions('completed', { completed: true })).toEqual({
      approve: false,
      reject: false,
      done: false,
      doneLabel: true,
    });
  });

  it('offers nothing on a rejected application', () => {
    expect(applicantActions('rejected', { completed: false })).toEqual({
      approve: false,
      reject: false,
      done: false,
      doneLabel: false,
    });
  });
});

describe('capacity rules', () => {
  it('fills the task exactly when approvals reach capacity', () => {
    expect(isFilledAfterApproval(1, 2)).toBe(false);
    expect(isFilledAfterApproval(2, 2)).toBe(true);
    expect(isFilledAfterApproval(3, 2)).toBe(true);
  });

  it('completes the task exactly when completions reach capacity', () => {
    expect(isCompleteAfterDone(2, 3)).toBe(false);
    expect(isCompleteAfterDone(3, 3)).toBe(true);
  });

  it('treats a zero or negative capacity as the minimum of 1', () => {
    expect(isFilledAfterApproval(0, 0)).toBe(false);
    expect(isFilledAfterApproval(1, 0)).toBe(true);
    expect(isCompleteAfterDone(0, -1)).toBe(false);
    expect(isCompleteAfterDone(1, -1)).toBe(true);
  });
});

describe('canSeeApplicants', () => {
  it('shows the applicant list to the task owner only', () => {
    expect(canSeeApplicants({ user_id: 'org-user' }, 'org-user')).toBe(true);
    expect(canSeeApplicants({ user_id: 'org-user' }, 'someone-else')).toBe(false);
    expect(canSeeApplicants({ user_id: 'org-user' }, null)).toBe(false);
  });
});

describe('showsCompletedBanner', () => {
  it('shows when the task is closed and reviewed', () => {
    expect(showsCompletedBanner({ status: true }, 1)).toBe(true);
  });

  it('hides while open or unreviewed', () => {
    expect(showsCompletedBanner({ status: false }, 2)).toBe(false);
    expect(showsCompletedBanner({ status: true }, 0)).toBe(false);
  });
});
