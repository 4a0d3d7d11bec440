/** How many rows a list read returns and where it starts; both optional. */
export type PageOptions = { limit?: number; offset?: number };

/** The most rows one list read may ask for, whatever the caller passes (get_open_tasks caps at 500 too). */
export const MAX_PAGE_SIZE = 500;

// Default page sizes of the list reads whose tables grow without bound. Each is far above what a
// screen of that list shows today, so current screens see every row they used to.
export const TASK_LIST_PAGE_SIZE = 100;
export const OWN_TASKS_PAGE_SIZE = 200;
export const MY_APPLICATIONS_PAGE_SIZE = 200;
export const MESSAGE_HISTORY_PAGE_SIZE = 200;
export const REDEMPTIONS_PAGE_SIZE = 100;
export const REVIEWS_PAGE_SIZE = 50;

const wholeOr = (value: number | undefined, fallback: number): number =>
  value === undefined || !Number.isFinite(value) ? fallback : Math.floor(value);

/**
 * The inclusive row range PostgREST's `range(from, to)` takes for a page. A limit below 1 asks for
 * one row and one above MAX_PAGE_SIZE for MAX_PAGE_SIZE; a negative offset starts at the first row.
 */
export function pageRange(page: PageOptions, defaultLimit: number): { from: number; to: number } {
  const limit = Math.min(MAX_PAGE_SIZE, Math.max(1, wholeOr(page.limit, defaultLimit)));
  const from = Math.max(0, wholeOr(page.offset, 0));
  return { from, to: from + limit - 1 };
}
