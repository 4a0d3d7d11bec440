import { INTEREST_OPTIONS, type Interest } from '../constants';
import { VOLUNTEER_SORT_OPTIONS, type TaskSort } from './browsing';
import {
  calendarDaysBetween,
  formatDate,
  formatTime,
  formatWeekday,
  type DateFormatOptions,
} from './dateFormat';
import { parseOptionalTimestamp } from './time';

/**
 * Finding a task (issue #20): the volunteer's open-task list narrowed by organisation, interest,
 * date and duration, and ordered by SPEC §2's three sorts or 'For You'. The database applies them
 * (get_open_tasks); these are the choices, their wording, and the URL that keeps them.
 */

/** SPEC's three orders and For You: the volunteer's interests first, then organisations they know. */
export type OpenTaskSort = TaskSort | 'for_you';

export const FOR_YOU_LABEL = 'For You';

/** Home's sort choices: For You beside SPEC §2's three, which keep their words and order. */
export const OPEN_TASK_SORT_OPTIONS: readonly { value: OpenTaskSort; label: string }[] = [
  { value: 'for_you', label: FOR_YOU_LABEL },
  ...VOLUNTEER_SORT_OPTIONS,
];

export type WhenFilter = 'any' | 'today' | 'tomorrow' | 'weekend' | 'week' | 'month';

export const WHEN_OPTIONS: readonly { value: WhenFilter; label: string }[] = [
  { value: 'any', label: 'Any date' },
  { value: 'today', label: 'Today' },
  { value: 'tomorrow', label: 'Tomorrow' },
  { value: 'weekend', label: 'This weekend' },
  { value: 'week', label: 'Next 7 days' },
  { value: 'month', label: 'Next 30 days' },
];

export type DurationFilter = 'any' | 'short' | 'half-day' | 'long';

export const DURATION_OPTIONS: readonly { value: DurationFilter; label: string }[] = [
  { value: 'any', label: 'Any length' },
  { value: 'short', label: 'Up to 2 hours' },
  { value: 'half-day', label: '2 to 4 hours' },
  { value: 'long', label: 'Over 4 hours' },
];

/** What the list is narrowed to; null and 'any' narrow nothing. */
export type TaskFilters = {
  organisationId: string | null;
  interest: Interest | null;
  when: WhenFilter;
  duration: DurationFilter;
};

export const NO_TASK_FILTERS: TaskFilters = {
  organisationId: null,
  interest: null,
  when: 'any',
  duration: 'any',
};

/** How many filters narrow the list. */
export function taskFilterCount(filters: TaskFilters): number {
  return [
    filters.organisationId !== null,
    filters.interest !== null,
    filters.when !== 'any',
    filters.duration !== 'any',
  ].filter(Boolean).length;
}

function startOfLocalDay(date: Date): Date {
  return new Date(date.getFullYear(), date.getMonth(), date.getDate());
}

function addLocalDays(date: Date, days: number): Date {
  return new Date(date.getFullYear(), date.getMonth(), date.getDate() + days);
}

/**
 * The dates a When choice covers, in the viewer's local days: [from, to). 'This weekend' is the
 * coming Saturday and Sunday (today onwards when it is the weekend already).
 */
export function whenRange(when: WhenFilter, now: Date): { from: string | null; to: string | null } {
  const today = startOfLocalDay(now);
  const range = (from: Date, to: Date) => ({ from: from.toISOString(), to: to.toISOString() });
  switch (when) {
    case 'any':
      return { from: null, to: null };
    case 'today':
      return range(today, addLocalDays(today, 1));
    case 'tomorrow':
      return range(addLocalDays(today, 1), addLocalDays(today, 2));
    case 'weekend': {
      const day = today.getDay();
      if (day === 0) return range(today, addLocalDays(today, 1));
      const saturday = addLocalDays(today, 6 - day);
      return range(saturday, addLocalDays(saturday, 2));
    }
    case 'week':
      return range(today, addLocalDays(today, 7));
    case 'month':
      return range(today, addLocalDays(today, 30));
  }
}

/** Hours a Duration choice covers: over `over` (exclusive) and up to `upTo` (inclusive). */
export function durationBounds(duration: DurationFilter): {
  over: number | null;
  upTo: number | null;
} {
  switch (duration) {
    case 'any':
      return { over: null, upTo: null };
    case 'short':
      return { over: null, upTo: 2 };
    case 'half-day':
      return { over: 2, upTo: 4 };
    case 'long':
      return { over: 4, upTo: null };
  }
}

const labelOf = <T extends string>(options: readonly { value: T; label: string }[], value: T) =>
  options.find((option) => option.value === value)?.label ?? value;

/**
 * What the list shows, in words, so results say what they matched: the search, then each filter
 * ('Showing tasks matching “beach” · Environment · Next 7 days'). Null when nothing narrows it.
 */
export function discoverySummary(
  search: string,
  filters: TaskFilters,
  organisationName: string | null,
): string | null {
  const parts = [
    ...(organisationName === null ? [] : [organisationName]),
    ...(filters.interest === null ? [] : [filters.interest]),
    ...(filters.when === 'any' ? [] : [labelOf(WHEN_OPTIONS, filters.when)]),
    ...(filters.duration === 'any' ? [] : [labelOf(DURATION_OPTIONS, filters.duration)]),
  ];
  const term = search.trim();
  if (term === '' && parts.length === 0) return null;
  const head = term === '' ? 'Showing tasks' : `Showing tasks matching “${term}”`;
  return [head, ...parts].join(' · ');
}

/** The For You order explained where it is chosen. */
export const FOR_YOU_EXPLANATION =
  'Tasks that suit your interests come first, then those of organisations you have volunteered with.';

const listInWords = (items: readonly string[]): string =>
  items.length <= 1
    ? (items[0] ?? '')
    : `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`;

/** Why a task is in the For You order where it is; null when it is only there by date. */
export function forYouReason(task: {
  matched_interests: readonly string[] | null;
  worked_with_organisation: boolean | null;
  organisation_name: string;
}): string | null {
  const matched = task.matched_interests ?? [];
  if (matched.length > 0) {
    return `Suits your ${matched.length === 1 ? 'interest' : 'interests'} in ${listInWords(matched)}`;
  }
  if (task.worked_with_organisation === true) {
    return `You’ve volunteered with ${task.organisation_name} before`;
  }
  return null;
}

/** A task's length as cards and the apply sheet say it: '1 hr', '3 hrs', '1.5 hrs'. */
export function durationText(hours: number | null | undefined): string | null {
  if (hours === null || hours === undefined || !Number.isFinite(hours) || hours <= 0) return null;
  return `${hours} ${hours === 1 ? 'hr' : 'hrs'}`;
}

/** Places still free: '2 of 4 spots left', 'No spots left'; null without a capacity. */
export function spotsLeftText(capacity: number | null | undefined, taken: number): string | null {
  if (capacity === null || capacity === undefined || capacity <= 0) return null;
  const left = Math.max(capacity - taken, 0);
  if (left === 0) return 'No spots left';
  return `${left} of ${capacity} ${capacity === 1 ? 'spot' : 'spots'} left`;
}

/**
 * A task's start as a volunteer reads it fastest: 'Today, 10:00', 'Tomorrow, 10:00', the weekday
 * within the coming week ('Sat, 10:00'), otherwise the date ('9 Mar 2026, 10:00'). Past days keep
 * their date. The day is the viewer's own (or `options.timeZone`'s).
 */
export function relativeDateText(
  date: Date,
  now: Date,
  options: DateFormatOptions & { withTime?: boolean } = {},
): string {
  const days = calendarDaysBetween(now, date, options);
  const time = options.withTime === false ? '' : `, ${formatTime(date, options)}`;
  if (days === 0) return `Today${time}`;
  if (days === 1) return `Tomorrow${time}`;
  if (days > 1 && days < 7) {
    const weekday = formatWeekday(date, 'short', options);
    return `${weekday}${time}`;
  }
  return `${formatDate(date, options)}${time}`;
}

/** relativeDateText for a stored timestamp; null for an undated task. */
export function relativeTaskDate(
  timestamp: string | null,
  now: Date,
  options: DateFormatOptions & { withTime?: boolean } = {},
): string | null {
  const date = parseOptionalTimestamp(timestamp);
  return date === null ? null : relativeDateText(date, now, options);
}

// The filters in the address, so Back from a task returns to the same list and a list can be shared.

const SEARCH_PARAMS = {
  search: 'q',
  sort: 'sort',
  organisation: 'organisation',
  interest: 'interest',
  when: 'when',
  duration: 'length',
} as const;

export type DiscoveryState = { search: string; sort: OpenTaskSort; filters: TaskFilters };

const isOneOf = <T extends string>(
  options: readonly { value: T }[],
  value: string | null,
): value is T => value !== null && options.some((option) => option.value === value);

/** The list's search, order and filters read from the address; anything unknown is left out. */
export function parseDiscoveryParams(
  params: URLSearchParams,
  defaultSort: OpenTaskSort,
): DiscoveryState {
  const sort = params.get(SEARCH_PARAMS.sort);
  const interest = params.get(SEARCH_PARAMS.interest);
  const when = params.get(SEARCH_PARAMS.when);
  const duration = params.get(SEARCH_PARAMS.duration);
  const organisation = params.get(SEARCH_PARAMS.organisation)?.trim() ?? '';
  return {
    search: params.get(SEARCH_PARAMS.search) ?? '',
    sort: isOneOf(OPEN_TASK_SORT_OPTIONS, sort) ? sort : defaultSort,
    filters: {
      organisationId: /^[0-9a-f-]{36}$/i.test(organisation) ? organisation.toLowerCase() : null,
      interest: INTEREST_OPTIONS.find((option) => option === interest) ?? null,
      when: isOneOf(WHEN_OPTIONS, when) ? when : 'any',
      duration: isOneOf(DURATION_OPTIONS, duration) ? duration : 'any',
    },
  };
}

/** The address's query for a list state: only what differs from the defaults. */
export function discoveryParams(state: DiscoveryState, defaultSort: OpenTaskSort): URLSearchParams {
  const params = new URLSearchParams();
  if (state.search.trim() !== '') params.set(SEARCH_PARAMS.search, state.search);
  if (state.sort !== defaultSort) params.set(SEARCH_PARAMS.sort, state.sort);
  const { organisationId, interest, when, duration } = state.filters;
  if (organisationId !== null) params.set(SEARCH_PARAMS.organisation, organisationId);
  if (interest !== null) params.set(SEARCH_PARAMS.interest, interest);
  if (when !== 'any') params.set(SEARCH_PARAMS.when, when);
  if (duration !== 'any') params.set(SEARCH_PARAMS.duration, duration);
  return params;
}
