import {
  EXPORT_COLUMNS,
  exportDurationHours,
  exportFileName,
  exportRows,
  exportTitle,
} from './exportRows';

const now = new Date('2026-03-01T08:00:00.000Z');
const utc = { timeZone: 'UTC' };
const task = (title: string, task_date: string | null, hours_required: number | null = 2) => ({
  title,
  task_date,
  hours_required,
  points: 100,
});

describe('export naming', () => {
  it("is titled 'Upcoming Tasks (7 days)' and saved as tasks-next-7-days.jpg", () => {
    expect(exportTitle()).toBe('Upcoming Tasks (7 days)');
    expect(exportFileName()).toBe('tasks-next-7-days.jpg');
    expect(exportTitle(3)).toBe('Upcoming Tasks (3 days)');
  });

  it('has the columns Title, Date, Start, End, Points', () => {
    expect(EXPORT_COLUMNS).toEqual(['Title', 'Date', 'Start', 'End', 'Points']);
  });
});

describe('exportDurationHours', () => {
  it('uses hours_required when positive', () => {
    expect(exportDurationHours(3)).toBe(3);
    expect(exportDurationHours(0.5)).toBe(0.5);
  });

  it('falls back to 1 hour for zero, negative, missing or unreadable hours', () => {
    expect(exportDurationHours(0)).toBe(1);
    expect(exportDurationHours(-2)).toBe(1);
    expect(exportDurationHours(null)).toBe(1);
    expect(exportDurationHours(undefined)).toBe(1);
    expect(exportDurationHours(Number.NaN)).toBe(1);
  });
});

describe('exportRows', () => {
  it('lists tasks of the next 7 days, earliest first, with start and end times', () => {
    const rows = exportRows(
      [task('Later', '2026-03-05T14:00:00Z', 3), task('Sooner', '2026-03-02T09:30:00Z', 2)],
      now,
      utc,
    );
    expect(rows).toEqual([
      { title: 'Sooner', date: '2 Mar 2026', start: '09:30', end: '11:30', points: '100' },
      { title: 'Later', date: '5 Mar 2026', start: '14:00', end: '17:00', points: '100' },
    ]);
  });

  it('uses a one-hour end when hours_required is not positive', () => {
    expect(exportRows([task('Zero', '2026-03-02T09:00:00Z', 0)], now, utc)[0]?.end).toBe('10:00');
    expect(exportRows([task('None', '2026-03-02T09:00:00Z', null)], now, utc)[0]?.end).toBe(
      '10:00',
    );
  });

  it('includes a task exactly 7 days away and excludes one just after', () => {
    const rows = exportRows(
      [task('Edge', '2026-03-08T08:00:00Z'), task('Beyond', '2026-03-08T08:00:01Z')],
      now,
      utc,
    );
    expect(rows.map((r) => r.title)).toEqual(['Edge']);
  });

  it('leaves out past and undated tasks', () => {
    expect(
      exportRows([task('Past', '2026-03-01T07:59:59Z'), task('Undated', null)], now, utc),
    ).toEqual([]);
  });

  it('honours a different window', () => {
    expect(
      exportRows([task('In 2 days', '2026-03-03T08:00:00Z')], now, { ...utc, days: 1 }),
    ).toEqual([]);
  });
});
