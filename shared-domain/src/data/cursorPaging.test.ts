import {
  cursorPage,
  cursorPageBy,
  cursorPageLimit,
  MAX_CURSOR_PAGE_SIZE,
  olderThanFilter,
} from './cursorPaging';

const row = (n: number) => ({ id: `id-${n}`, created_at: `2026-11-2${n}T00:00:00.123456+00:00` });

describe('cursorPageLimit', () => {
  it('takes the fallback when no limit is given or it is not a number', () => {
    expect(cursorPageLimit(undefined, 20)).toBe(20);
    expect(cursorPageLimit(Number.NaN, 20)).toBe(20);
  });

  it('keeps a limit between one row and the maximum page, rounded down', () => {
    expect(cursorPageLimit(0, 20)).toBe(1);
    expect(cursorPageLimit(-3, 20)).toBe(1);
    expect(cursorPageLimit(7.9, 20)).toBe(7);
    expect(cursorPageLimit(10_000, 20)).toBe(MAX_CURSOR_PAGE_SIZE);
  });
});

describe('cursorPage', () => {
  it('shows `limit` rows and points after the last one when the extra row says more follow', () => {
    expect(cursorPage([row(1), row(2), row(3)], 2)).toEqual({
      rows: [row(1), row(2)],
      next: { createdAt: row(2).created_at, id: 'id-2' },
    });
  });

  it('has no next page when the read returned `limit` rows or fewer', () => {
    expect(cursorPage([row(1), row(2)], 2)).toEqual({ rows: [row(1), row(2)], next: null });
    expect(cursorPage([], 2)).toEqual({ rows: [], next: null });
  });

  it("keeps created_at as the database's text, microseconds included", () => {
    expect(cursorPage([row(1), row(2)], 1).next?.createdAt).toBe(
      '2026-11-21T00:00:00.123456+00:00',
    );
  });
});

describe('cursorPageBy', () => {
  it('makes the next cursor from the last row shown, in the list’s own terms', () => {
    const rows = [
      { id: 'a', name: 'Alpha' },
      { id: 'b', name: 'Beta' },
      { id: 'c', name: 'Gamma' },
    ];
    expect(cursorPageBy(rows, 2, (row) => ({ name: row.name, id: row.id }))).toEqual({
      rows: rows.slice(0, 2),
      next: { name: 'Beta', id: 'b' },
    });
    expect(cursorPageBy(rows, 3, (row) => row.id).next).toBeNull();
  });
});

describe('olderThanFilter', () => {
  it('quotes the timestamp so PostgREST reads its colons and dots as part of the value', () => {
    expect(olderThanFilter({ createdAt: '2026-11-24T10:00:00.123456+00:00', id: 'f0e1' })).toBe(
      'created_at.lt."2026-11-24T10:00:00.123456+00:00",and(created_at.eq."2026-11-24T10:00:00.123456+00:00",id.lt."f0e1")',
    );
  });
});
