import { formatDate, formatTime } from './dateFormat';

const utc = { timeZone: 'UTC' };

describe('formatDate', () => {
  it('shows day, short month and year in Australian order', () => {
    expect(formatDate(new Date('2026-03-09T10:05:00Z'), utc)).toBe('9 Mar 2026');
  });

  it('uses the given time zone', () => {
    expect(formatDate(new Date('2026-03-09T20:00:00Z'), { timeZone: 'Australia/Sydney' })).toBe(
      '10 Mar 2026',
    );
  });
});

describe('formatTime', () => {
  it('shows 24-hour hours and minutes', () => {
    expect(formatTime(new Date('2026-03-09T09:05:00Z'), utc)).toBe('09:05');
    expect(formatTime(new Date('2026-03-09T17:30:00Z'), utc)).toBe('17:30');
  });
});
