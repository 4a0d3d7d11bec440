import { oneQuestionPerOccurrence } from './reminders';

const reminder = (id: string, taskId: string, startsAt: string, kind: string) => ({
  id,
  kind,
  starts_at: startsAt,
  task: { id: taskId },
});

describe('oneQuestionPerOccurrence', () => {
  it('asks once about a shift that has both its day-before and its two-hour reminder open', () => {
    const reminders = [
      reminder('day', 'breakfast', '2026-11-25T09:00:00+00:00', 'day_before'),
      reminder('two-hours', 'breakfast', '2026-11-25T09:00:00Z', 'two_hours_before'),
    ];
    expect(oneQuestionPerOccurrence(reminders).map((r) => r.id)).toEqual(['two-hours']);
  });

  it('keeps one question for each shift, soonest first, whatever order the kinds arrive in', () => {
    const reminders = [
      reminder('a-two-hours', 'a', '2026-11-25T09:00:00Z', 'two_hours_before'),
      reminder('a-day', 'a', '2026-11-25T09:00:00Z', 'day_before'),
      reminder('b-day', 'b', '2026-11-25T13:00:00Z', 'day_before'),
      reminder('a-next-week', 'a', '2026-12-02T09:00:00Z', 'day_before'),
    ];
    expect(oneQuestionPerOccurrence(reminders).map((r) => r.id)).toEqual([
      'a-two-hours',
      'b-day',
      'a-next-week',
    ]);
  });

  it('leaves a list with one reminder per shift as it is', () => {
    const reminders = [
      reminder('a', 'a', '2026-11-25T09:00:00Z', 'day_before'),
      reminder('b', 'b', '2026-11-25T09:00:00Z', 'two_hours_before'),
    ];
    expect(oneQuestionPerOccurrence(reminders)).toEqual(reminders);
  });
});
