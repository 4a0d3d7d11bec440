import { dayLabel, groupByDay } from './dayGroups';

describe('a list by day', () => {
  const utc = { timeZone: 'UTC' };
  const now = new Date('2026-11-24T12:00:00Z'); // a Tuesday

  it('labels a day Today, Yesterday, by weekday within a week, else by date', () => {
    expect(dayLabel('2026-11-24T08:00:00Z', now, utc)).toBe('Today');
    expect(dayLabel('2026-11-23T23:59:00Z', now, utc)).toBe('Yesterday');
    expect(dayLabel('2026-11-19T10:00:00Z', now, utc)).toBe('Thursday');
    expect(dayLabel('2026-11-10T10:00:00Z', now, utc)).toBe('10 Nov 2026');
  });

  it('runs items together by day, in their order', () => {
    const days = groupByDay(
      [
        { id: 'a', created_at: '2026-11-23T09:00:00Z' },
        { id: 'b', created_at: '2026-11-23T18:00:00Z' },
        { id: 'c', created_at: '2026-11-24T08:00:00Z' },
      ],
      now,
      utc,
    );
    expect(days.map((day) => [day.label, day.items.map((m) => m.id)])).toEqual([
      ['Yesterday', ['a', 'b']],
      ['Today', ['c']],
    ]);
  });
});
