import { clampWeekdayHours, taskPoints, totalTaskHours } from './points';

describe('taskPoints for a once-off task', () => {
  it('multiplies the base by difficulty with the estimated hours', () => {
    expect(taskPoints('easy', { kind: 'once-off', hours: 1 })).toBe(25);
    expect(taskPoints('medium', { kind: 'once-off', hours: 3 })).toBe(150);
    expect(taskPoints('hard', { kind: 'once-off', hours: 2 })).toBe(200);
  });

  it('allows the 12-hour maximum', () => {
    expect(taskPoints('hard', { kind: 'once-off', hours: 12 })).toBe(1200);
  });

  it('caps the hours at 12', () => {
    expect(taskPoints('hard', { kind: 'once-off', hours: 13 })).toBe(1200);
  });

  it('gives no points for zero, negative or unreadable hours', () => {
    expect(taskPoints('medium', { kind: 'once-off', hours: 0 })).toBe(0);
    expect(taskPoints('medium', { kind: 'once-off', hours: -4 })).toBe(0);
    expect(taskPoints('medium', { kind: 'once-off', hours: Number.NaN })).toBe(0);
  });

  it('rounds fractional hours to whole points', () => {
    expect(taskPoints('easy', { kind: 'once-off', hours: 1.5 })).toBe(38);
  });
});

describe('taskPoints for an ongoing task', () => {
  it('sums the weekday hours and multiplies by the number of weeks', () => {
    expect(
      taskPoints('easy', {
        kind: 'ongoing',
        hoursByWeekday: { Monday: 2, Wednesday: 3 },
        weeks: 4,
      }),
    ).toBe(25 * 5 * 4);
  });

  it('uses the medium and hard bases', () => {
    const schedule = { kind: 'ongoing' as const, hoursByWeekday: { Saturday: 4 }, weeks: 2 };
    expect(taskPoints('medium', schedule)).toBe(400);
    expect(taskPoints('hard', schedule)).toBe(800);
  });

  it('caps each weekday at 12 hours', () => {
    expect(
      taskPoints('easy', { kind: 'ongoing', hoursByWeekday: { Monday: 20, Friday: 12 }, weeks: 1 }),
    ).toBe(25 * 24);
  });

  it('counts negative weekday hours as zero', () => {
    expect(
      taskPoints('easy', { kind: 'ongoing', hoursByWeekday: { Monday: -5, Tuesday: 2 }, weeks: 1 }),
    ).toBe(50);
  });

  it('gives no points with zero weeks, negative weeks or no days', () => {
    expect(taskPoints('hard', { kind: 'ongoing', hoursByWeekday: { Monday: 2 }, weeks: 0 })).toBe(
      0,
    );
    expect(taskPoints('hard', { kind: 'ongoing', hoursByWeekday: { Monday: 2 }, weeks: -3 })).toBe(
      0,
    );
    expect(taskPoints('hard', { kind: 'ongoing', hoursByWeekday: {}, weeks: 3 })).toBe(0);
  });

  it('counts whole weeks only', () => {
    expect(totalTaskHours({ kind: 'ongoing', hoursByWeekday: { Monday: 2 }, weeks: 2.7 })).toBe(4);
  });
});

describe('clampWeekdayHours', () => {
  it('keeps values from 0 to 12', () => {
    expect(clampWeekdayHours(0)).toBe(0);
    expect(clampWeekdayHours(6.5)).toBe(6.5);
    expect(clampWeekdayHours(12)).toBe(12);
  });

  it('caps input above 12 and raises negatives to 0', () => {
    expect(clampWeekdayHours(12.01)).toBe(12);
    expect(clampWeekdayHours(99)).toBe(12);
    expect(clampWeekdayHours(-1)).toBe(0);
    expect(clampWeekdayHours(Number.NaN)).toBe(0);
  });
});
