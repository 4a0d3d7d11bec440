/**
 * Where the next page of a keyset-paged list starts: the created_at and id of the last row shown.
 * created_at is kept as the database's text (microseconds included), so the next page starts
 * exactly after that row.
 */
export type PageCursor = { createdAt: string; id: string };

/**
 * One page of a keyset-paged list, and the cursor of the next page (null on the last page). Lists in
 * another order than (created_at, id) carry their own cursor type.
 */
export type CursorPage<Row, Cursor = PageCursor> = { rows: Row[]; next: Cursor | null };

/** How many rows a keyset page holds and where it starts (the first page without a cursor). */
export type CursorPageOptions<Cursor = PageCursor> = { limit?: number; after?: Cursor | null };

/** The most rows one keyset page may hold, whatever the caller asks for. */
export const MAX_CURSOR_PAGE_SIZE = 50;

/** A page size between 1 and MAX_CURSOR_PAGE_SIZE; `fallback` when none (or not a number) is given. */
export function cursorPageLimit(limit: number | undefined, fallback: number): number {
  const wanted = limit === undefined || !Number.isFinite(limit) ? fallback : Math.floor(limit);
  return Math.min(MAX_CURSOR_PAGE_SIZE, Math.max(1, wanted));
}

/**
 * The page of a read that asked for `limit + 1` rows: the first `limit` rows, and the cursor of the
 * last of them (made by `cursorOf`) when the extra row shows there is more.
 */
export function cursorPageBy<Row, Cursor>(
  rows: readonly Row[],
  limit: number,
  cursorOf: (row: Row) => Cursor,
): CursorPage<Row, Cursor> {
  const shown = rows.slice(0, limit);
  const last = shown.at(-1);
  return { rows: shown, next: rows.length > limit && last !== undefined ? cursorOf(last) : null };
}

/** cursorPageBy for lists in (created_at, id) order. */
export function cursorPage<Row extends { created_at: string; id: string }>(
  rows: readonly Row[],
  limit: number,
): CursorPage<Row> {
  return cursorPageBy(rows, limit, (row) => ({ createdAt: row.created_at, id: row.id }));
}

/** A value inside a PostgREST filter, quoted so that its dots, colons and commas stay part of it. */
const filterValue = (value: string): string => `"${value.replace(/["\\]/g, '\\$&')}"`;

/**
 * The PostgREST `or` filter of the rows after (value, id) in a list ordered by (column, id), both
 * ascending or both descending: further along in `column`, or level with it and further along in
 * id. Pair it with `column >= value` (`<=` descending), which the index can start from.
 */
export function keysetAfterFilter(
  column: string,
  value: string,
  id: string,
  direction: 'asc' | 'desc',
): string {
  const beyond = direction === 'asc' ? 'gt' : 'lt';
  const at = filterValue(value);
  return `${column}.${beyond}.${at},and(${column}.eq.${at},id.${beyond}.${filterValue(id)})`;
}

/** keysetAfterFilter of a newest-first list, ordered by (created_at desc, id desc). */
export function olderThanFilter(cursor: PageCursor): string {
  return keysetAfterFilter('created_at', cursor.createdAt, cursor.id, 'desc');
}
