import {
  calendarDayKey,
  dateTimeFormat,
  formatDate,
  formatWeekday,
  formatTime,
  fromDateTimeLocalValue,
  taskDateText,
  toDateTimeLocalValue,
} from './dateFormat';
import { relativeDateText } from './discovery';

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

describe("one clock: a task's time in its own zone (issue #44)", () => {
  // 09:00 on 1 Dec 2026 in Sydney (AEDT, UTC+11) is 22:00 UTC the day before.
  const breakfast = new Date('2026-11-30T22:00:00Z');

  it('shows the time alone where the viewer is in the same zone', () => {
    expect(
      formatTime(breakfast, { timeZone: 'Australia/Sydney', viewerTimeZone: 'Australia/Sydney' }),
    ).toBe('09:00');
    // Melbourne keeps the same clock as Sydney: nothing to say.
    expect(
      formatTime(breakfast, {
        timeZone: 'Australia/Sydney',
        viewerTimeZone: 'Australia/Melbourne',
      }),
    ).toBe('09:00');
  });

  it("names the task's zone where the viewer's clock differs", () => {
    expect(
      formatTime(breakfast, { timeZone: 'Australia/Sydney', viewerTimeZone: 'Australia/Perth' }),
    ).toBe('09:00 AEDT');
    expect(
      formatTime(breakfast, { timeZone: 'Australia/Brisbane', viewerTimeZone: 'Australia/Sydney' }),
    ).toBe('08:00 AEST');
    expect(formatTime(breakfast, { timeZone: 'Europe/London', viewerTimeZone: 'UTC' })).toBe(
      '22:00',
    );
  });

  it("reads a task's date and time in the task's zone on every screen's text", () => {
    const task = {
      task_date: breakfast.toISOString(),
      task_type: 'once-off',
      time_zone: 'Australia/Sydney',
    };
    expect(taskDateText(task, { viewerTimeZone: 'Australia/Sydney' })).toBe('1 Dec 2026, 09:00');
    expect(taskDateText(task, { viewerTimeZone: 'Asia/Tokyo' })).toBe('1 Dec 2026, 09:00 AEDT');
    expect(
      relativeDateText(breakfast, new Date('2026-11-30T20:00:00Z'), {
        timeZone: 'Australia/Sydney',
        viewerTimeZone: 'UTC',
      }),
    ).toBe('Today, 09:00 AEDT');
  });
});

describe('datetime-local input values', () => {
  it("show a stored timestamp in the viewer's local time", () => {
    const local = new Date(2026, 2, 10, 9, 5);
    expect(toDateTimeLocalValue(local.toISOString())).toBe('2026-03-10T09:05');
  });

  it('read a zone-less timestamp as UTC', () => {
    expect(toDateTimeLocalValue('2026-03-10 09:05:00')).toBe(
      toDateTimeLocalValue('2026-03-10T09:05:00Z'),
    );
  });

  it('leave the input empty for an undated or unreadable task', () => {
    expect(toDateTimeLocalValue(null)).toBe('');
    expect(toDateTimeLocalValue('')).toBe('');
    expect(toDateTimeLocalValue('not a date')).toBe('');
  });

  it('store the input value as the same instant', () => {
    const stored = fromDateTimeLocalValue('2026-03-10T09:05');
    expect(stored).toBe(new Date(2026, 2, 10, 9, 5).toISOString());
    expect(toDateTimeLocalValue(stored)).toBe('2026-03-10T09:05');
  });

  it('store an empty or unreadable input as no date', () => {
    expect(fromDateTimeLocalValue('')).toBeNull();
    expect(fromDateTimeLocalValue('  ')).toBeNull();
    expect(fromDateTimeLocalValue('tomorrow')).toBeNull();
  });
});

describe('taskDateText', () => {
  it("reads 'Flexible' for an undated task", () => {
    expect(taskDateText({ task_date: null, task_type: 'once-off' }, utc)).toBe('Flexible');
  });

  it('shows day and start time for a once-off task, zone-less timestamps read as UTC', () => {
    expect(taskDateText({ task_date: '2026-03-09T09:05:00', task_type: 'once-off' }, utc)).toBe(
      '9 Mar 2026, 09:05',
    );
  });

  it('shows the first day alone for an ongoing task', () => {
    expect(taskDateText({ task_date: '2026-03-09T09:05:00Z', task_type: 'ongoing' }, utc)).toBe(
      '9 Mar 2026',
    );
  });
});

describe('formatWeekday', () => {
  it("names the day in the zone's own calendar", () => {
    const lateSaturdayUtc = new Date('2026-03-07T20:00:00Z');
    expect(formatWeekday(lateSaturdayUtc, 'short', utc)).toBe('Sat');
    expect(formatWeekday(lateSaturdayUtc, 'long', { timeZone: 'Australia/Sydney' })).toBe('Sunday');
  });
});

describe('calendarDayKey', () => {
  it("is the zone's date as YYYY-MM-DD, zero-padded", () => {
    expect(calendarDayKey(new Date('2026-03-04T20:00:00Z'), utc)).toBe('2026-03-04');
    expect(calendarDayKey(new Date('2026-03-04T20:00:00Z'), { timeZone: 'Australia/Sydney' })).toBe(
      '2026-03-05',
    );
  });
});

describe('dateTimeFormat', () => {
  it('makes one formatter per locale, zone and fields, and reuses it', () => {
    const fields = { day: 'numeric', month: 'short' } as const;
    const first = dateTimeFormat('en-AU', fields, 'UTC');
    expect(dateTimeFormat('en-AU', { ...fields }, 'UTC')).toBe(first);
    expect(dateTimeFormat('en-AU', fields, 'Australia/Perth')).not.toBe(first);
    expect(dateTimeFormat('en-GB', fields, 'UTC')).not.toBe(first);
    expect(first.resolvedOptions().timeZone).toBe('UTC');
  });
});

describe("the portal's locale without Intl", () => {
  const intl = (fields: Intl.DateTimeFormatOptions) =>
    new Intl.DateTimeFormat('en-AU', { ...fields, timeZone: 'UTC' });

  it('shows every month, weekday and hour as Intl shows en-AU', () => {
    const date = intl({ day: 'numeric', month: 'short', year: 'numeric' });
    const time = intl({ hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });
    const short = intl({ weekday: 'short' });
    const long = intl({ weekday: 'long' });
    for (let month = 0; month < 12; month += 1) {
      const moment = new Date(Date.UTC(2026, month, 9 + month, 2 * month, 7 * month));
      expect(formatDate(moment, utc)).toBe(date.format(moment));
      expect(formatTime(moment, utc)).toBe(time.format(moment));
      expect(calendarDayKey(moment, utc)).toBe(moment.toISOString().slice(0, 10));
    }
    for (let day = 0; day < 7; day += 1) {
      const moment = new Date(Date.UTC(2026, 10, 1 + day, 23 - day, 59));
      expect(formatWeekday(moment, 'short', utc)).toBe(short.format(moment));
      expect(formatWeekday(moment, 'long', utc)).toBe(long.format(moment));
      expect(formatTime(moment, utc)).toBe(time.format(moment));
    }
  });

  it('shows midnight as 00:00, as browsers do', () => {
    expect(formatTime(new Date('2026-03-09T00:05:00Z'), utc)).toBe('00:05');
    expect(
      formatTime(new Date('2026-03-09T13:05:00Z'), {
        timeZone: 'Australia/Sydney',
        viewerTimeZone: 'Australia/Sydney',
      }),
    ).toBe('00:05');
  });

  it("makes no Intl formatter for the viewer's own zone or UTC, so a first screen of task dates loads no locale data", () => {
    const made = jest.spyOn(Intl, 'DateTimeFormat');
    try {
      const now = new Date();
      for (const days of [0, 1, 3, 30]) {
        relativeDateText(new Date(now.getTime() + days * 86_400_000), now);
        relativeDateText(new Date(now.getTime() + days * 86_400_000), now, utc);
      }
      taskDateText({ task_date: now.toISOString(), task_type: 'once' });
      expect(made).not.toHaveBeenCalled();
    } finally {
      made.mockRestore();
    }
  });

  it("reads the viewer's zone from the date itself", () => {
    const local = new Date(2026, 2, 10, 9, 5);
    expect(formatDate(local)).toBe('10 Mar 2026');
    expect(formatTime(local)).toBe('09:05');
    expect(formatWeekday(local, 'long')).toBe('Tuesday');
    expect(calendarDayKey(local)).toBe('2026-03-10');
  });

  it('refuses an invalid date as Intl does', () => {
    expect(() => formatDate(new Date('nope'))).toThrow(RangeError);
  });

  it('leaves another locale to Intl', () => {
    expect(formatDate(new Date('2026-09-09T10:05:00Z'), { ...utc, locale: 'en-GB' })).toBe(
      '9 Sept 2026',
    );
    expect(formatDate(new Date('2026-09-09T10:05:00Z'), { ...utc, locale: 'en-US' })).toBe(
      'Sep 9, 2026',
    );
  });
});
