import { relativeTime } from './relativeTime';

const now = new Date('2026-06-15T12:00:00.000Z');
const ago = (ms: number): string => new Date(now.getTime() - ms).toISOString();
const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

describe('relativeTime', () => {
  it("says 'Just now' under 60 seconds", () => {
    expect(relativeTime(ago(0), now)).toBe('Just now');
    expect(relativeTime(ago(59 * SECOND), now)).toBe('Just now');
    expect(relativeTime(ago(59_999), now)).toBe('Just now');
  });

  it("says 'Just now' for a timestamp slightly in the future (clock skew)", () => {
    expect(relativeTime(ago(-5 * SECOND), now)).toBe('Just now');
  });

  it('uses minutes with a suffix from 60 seconds on', () => {
    expect(relativeTime(ago(60 * SECOND), now)).toBe('1 minute ago');
    expect(relativeTime(ago(5 * MINUTE), now)).toBe('5 minutes ago');
    expect(relativeTime(ago(44 * MINUTE), now)).toBe('44 minutes ago');
  });

  it('uses about N hours for up to a day', () => {
    expect(relativeTime(ago(45 * MINUTE), now)).toBe('about 1 hour ago');
    expect(relativeTime(ago(2 * HOUR), now)).toBe('about 2 hours ago');
    expect(relativeTime(ago(23 * HOUR), now)).toBe('about 23 hours ago');
  });

  it('uses days for up to a month', () => {
    expect(relativeTime(ago(DAY), now)).toBe('1 day ago');
    expect(relativeTime(ago(3 * DAY), now)).toBe('3 days ago');
    expect(relativeTime(ago(29 * DAY), now)).toBe('29 days ago');
  });

  it('uses months and years for older messages', () => {
    expect(relativeTime(ago(31 * DAY), now)).toBe('about 1 month ago');
    expect(relativeTime('2026-02-15T12:00:00Z', now)).toBe('4 months ago');
    expect(relativeTime('2025-06-01T12:00:00Z', now)).toBe('about 1 year ago');
    expect(relativeTime('2024-12-15T12:00:00Z', now)).toBe('over 1 year ago');
    expect(relativeTime('2024-07-15T12:00:00Z', now)).toBe('almost 2 years ago');
  });

  it('treats a timestamp without a zone as UTC', () => {
    expect(relativeTime('2026-06-15T11:55:00', now)).toBe('5 minutes ago');
    expect(relativeTime('2026-06-15 11:59:30.5', now)).toBe('Just now');
  });

  it('shows nothing for an unreadable timestamp', () => {
    expect(relativeTime('garbage', now)).toBe('');
  });
});
