import {
  discoveryParams,
  discoverySummary,
  durationBounds,
  durationText,
  forYouReason,
  NO_TASK_FILTERS,
  OPEN_TASK_SORT_OPTIONS,
  parseDiscoveryParams,
  relativeDateText,
  spotsLeftText,
  taskFilterCount,
  whenRange,
} from './discovery';

const utc = { timeZone: 'UTC' };
// A Wednesday morning.
const now = new Date('2026-03-04T08:00:00Z');

describe('relativeDateText', () => {
  it('says Today, Tomorrow, the weekday within a week, and the date beyond', () => {
    expect(relativeDateText(new Date('2026-03-04T17:00:00Z'), now, utc)).toBe('Today, 17:00');
    expect(relativeDateText(new Date('2026-03-05T10:00:00Z'), now, utc)).toBe('Tomorrow, 10:00');
    expect(relativeDateText(new Date('2026-03-07T09:00:00Z'), now, utc)).toBe('Sat, 09:00');
    expect(relativeDateText(new Date('2026-03-11T09:00:00Z'), now, utc)).toBe('11 Mar 2026, 09:00');
    expect(relativeDateText(new Date('2026-03-02T09:00:00Z'), now, utc)).toBe('2 Mar 2026, 09:00');
  });

  it('counts days in the viewer’s zone, not in hours from now', () => {
    const sydney = { timeZone: 'Australia/Sydney', viewerTimeZone: 'Australia/Sydney' };
    // 23:00 UTC on the 4th is 10:00 on the 5th in Sydney, where it is 19:00 on the 4th now.
    expect(relativeDateText(new Date('2026-03-04T23:00:00Z'), now, sydney)).toBe('Tomorrow, 10:00');
  });
});

describe('spots, duration and why a task is For You', () => {
  it('says the places left of the capacity', () => {
    expect(spotsLeftText(4, 2)).toBe('2 of 4 spots left');
    expect(spotsLeftText(1, 0)).toBe('1 of 1 spot left');
    expect(spotsLeftText(3, 5)).toBe('No spots left');
    expect(spotsLeftText(null, 0)).toBeNull();
  });

  it('says the length in hours', () => {
    expect(durationText(1)).toBe('1 hr');
    expect(durationText(3)).toBe('3 hrs');
    expect(durationText(1.5)).toBe('1.5 hrs');
    expect(durationText(0)).toBeNull();
  });

  it('names the matched interests first, then the organisation worked with', () => {
    const task = { organisation_name: 'Greenway', worked_with_organisation: true };
    expect(forYouReason({ ...task, matched_interests: ['Animals'] })).toBe(
      'Suits your interest in Animals',
    );
    expect(forYouReason({ ...task, matched_interests: ['Arts', 'Sport', 'Youth'] })).toBe(
      'Suits your interests in Arts, Sport and Youth',
    );
    expect(forYouReason({ ...task, matched_interests: [] })).toBe(
      'You’ve volunteered with Greenway before',
    );
    expect(
      forYouReason({ ...task, matched_interests: [], worked_with_organisation: false }),
    ).toBeNull();
  });
});

describe('filters', () => {
  it('turn When into local days, the weekend being the coming Saturday and Sunday', () => {
    const day = (iso: string) => new Date(iso).toISOString();
    const local = new Date(2026, 2, 4, 8); // a Wednesday, local time
    expect(whenRange('any', local)).toEqual({ from: null, to: null });
    expect(whenRange('today', local)).toEqual({
      from: day(new Date(2026, 2, 4).toISOString()),
      to: day(new Date(2026, 2, 5).toISOString()),
    });
    expect(whenRange('weekend', local)).toEqual({
      from: new Date(2026, 2, 7).toISOString(),
      to: new Date(2026, 2, 9).toISOString(),
    });
    expect(whenRange('weekend', new Date(2026, 2, 8, 12))).toEqual({
      from: new Date(2026, 2, 8).toISOString(),
      to: new Date(2026, 2, 9).toISOString(),
    });
    expect(whenRange('week', local).to).toBe(new Date(2026, 2, 11).toISOString());
  });

  it('turn Length into hour bounds', () => {
    expect(durationBounds('short')).toEqual({ over: null, upTo: 2 });
    expect(durationBounds('half-day')).toEqual({ over: 2, upTo: 4 });
    expect(durationBounds('long')).toEqual({ over: 4, upTo: null });
  });

  it('are counted and said in words with the search', () => {
    const filters = { ...NO_TASK_FILTERS, interest: 'Environment' as const, when: 'week' as const };
    expect(taskFilterCount(filters)).toBe(2);
    expect(discoverySummary('beach', filters, null)).toBe(
      'Showing tasks matching “beach” · Environment · Next 7 days',
    );
    expect(discoverySummary('', { ...NO_TASK_FILTERS, organisationId: 'x' }, 'Greenway')).toBe(
      'Showing tasks · Greenway',
    );
    expect(discoverySummary('  ', NO_TASK_FILTERS, null)).toBeNull();
  });

  it('offer For You beside SPEC’s three orders', () => {
    expect(OPEN_TASK_SORT_OPTIONS.map((option) => option.label)).toEqual([
      'For You',
      'Newest First',
      'Points (High to Low)',
      'Earliest Tasks First',
    ]);
  });
});

describe('the address', () => {
  it('keeps only what differs from the defaults, and reads it back', () => {
    const state = {
      search: 'beach',
      sort: 'for_you' as const,
      filters: {
        organisationId: '0b6f1f43-7e2c-4b8a-9c55-1f0a4c1d2e3f',
        interest: 'Animals' as const,
        when: 'weekend' as const,
        duration: 'short' as const,
      },
    };
    const params = discoveryParams(state, 'earliest');
    expect(params.toString()).toBe(
      'q=beach&sort=for_you&organisation=0b6f1f43-7e2c-4b8a-9c55-1f0a4c1d2e3f&interest=Animals&when=weekend&length=short',
    );
    expect(parseDiscoveryParams(params, 'earliest')).toEqual(state);
    expect(
      discoveryParams(
        { search: '', sort: 'earliest', filters: NO_TASK_FILTERS },
        'earliest',
      ).toString(),
    ).toBe('');
  });

  it('leaves out what it does not know', () => {
    expect(
      parseDiscoveryParams(
        new URLSearchParams('sort=random&interest=Knitting&when=soon&length=9&organisation=x'),
        'earliest',
      ),
    ).toEqual({ search: '', sort: 'earliest', filters: NO_TASK_FILTERS });
  });
});
