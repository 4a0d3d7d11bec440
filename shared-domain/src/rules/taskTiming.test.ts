import { taskTimingLabel } from './taskTiming';

const now = new Date('2026-03-01T12:00:00.000Z');
const at = (offsetMs: number): string => new Date(now.getTime() + offsetMs).toISOString();
const HOUR = 3_600_000;

describe('taskTimingLabel', () => {
  it('has no label for an undated task', () => {
    expect(taskTimingLabel(null, now)).toBeNull();
    expect(taskTimingLabel('', now)).toBeNull();
  });

  it('is Past Due once the date has passed', () => {
    expect(taskTimingLabel(at(-1), now)).toBe('Past Due');
    expect(taskTimingLabel(at(-30 * 24 * HOUR), now)).toBe('Past Due');
  });

  it('is Due Soon from now up to and including exactly 24 hours', () => {
    expect(taskTimingLabel(at(0), now)).toBe('Due Soon');
    expect(taskTimingLabel(at(HOUR), now)).toBe('Due Soon');
    expect(taskTimingLabel(at(24 * HOUR), now)).toBe('Due Soon');
  });

  it('is Coming Up after 24 hours up to and including exactly 168 hours', () => {
    expect(taskTimingLabel(at(24 * HOUR + 1), now)).toBe('Coming Up');
    expect(taskTimingLabel(at(100 * HOUR), now)).toBe('Coming Up');
    expect(taskTimingLabel(at(168 * HOUR), now)).toBe('Coming Up');
  });

  it('is Future Task beyond 168 hours', () => {
    expect(taskTimingLabel(at(168 * HOUR + 1), now)).toBe('Future Task');
    expect(taskTimingLabel(at(365 * 24 * HOUR), now)).toBe('Future Task');
  });

  it('reads a zone-less timestamp as UTC', () => {
    expect(taskTimingLabel('2026-03-01T11:00:00', now)).toBe('Past Due');
    expect(taskTimingLabel('2026-03-01T13:00:00', now)).toBe('Due Soon');
  });
});
