import { isPastDate, parseOptionalTimestamp, parseTimestamp } from './time';

describe('parseTimestamp', () => {
  it('treats a timestamp without a zone as UTC', () => {
    expect(parseTimestamp('2026-03-01T10:00:00').toISOString()).toBe('2026-03-01T10:00:00.000Z');
    expect(parseTimestamp('2026-03-01 10:00:00.123456').toISOString()).toBe(
      '2026-03-01T10:00:00.123Z',
    );
  });

  it('keeps an explicit zone', () => {
    expect(parseTimestamp('2026-03-01T10:00:00Z').toISOString()).toBe('2026-03-01T10:00:00.000Z');
    expect(parseTimestamp('2026-03-01T10:00:00+10:00').toISOString()).toBe(
      '2026-03-01T00:00:00.000Z',
    );
    expect(parseTimestamp('2026-03-01 10:00:00+00').toISOString()).toBe('2026-03-01T10:00:00.000Z');
  });

  it('reads a date without a time as UTC midnight', () => {
    expect(parseTimestamp('2026-03-01').toISOString()).toBe('2026-03-01T00:00:00.000Z');
  });
});

describe('parseOptionalTimestamp', () => {
  it('is null for missing, blank or unreadable dates', () => {
    expect(parseOptionalTimestamp(null)).toBeNull();
    expect(parseOptionalTimestamp(undefined)).toBeNull();
    expect(parseOptionalTimestamp('')).toBeNull();
    expect(parseOptionalTimestamp('not a date')).toBeNull();
  });
});

describe('isPastDate', () => {
  const now = new Date('2026-03-01T12:00:00Z');

  it('is true for a date before now', () => {
    expect(isPastDate('2026-03-01T11:59:59Z', now)).toBe(true);
  });

  it('is false at exactly now and after', () => {
    expect(isPastDate('2026-03-01T12:00:00Z', now)).toBe(false);
    expect(isPastDate('2026-03-02T12:00:00Z', now)).toBe(false);
  });

  it('is false for an undated task', () => {
    expect(isPastDate(null, now)).toBe(false);
  });
});
