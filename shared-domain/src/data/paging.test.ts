import { MAX_PAGE_SIZE, pageRange } from './paging';

describe('pageRange', () => {
  it('reads the default number of rows from the first row', () => {
    expect(pageRange({}, 100)).toEqual({ from: 0, to: 99 });
  });

  it('reads the given page', () => {
    expect(pageRange({ limit: 20, offset: 40 }, 100)).toEqual({ from: 40, to: 59 });
  });

  it('reads one row for a zero or negative limit', () => {
    expect(pageRange({ limit: 0 }, 100)).toEqual({ from: 0, to: 0 });
    expect(pageRange({ limit: -5 }, 100)).toEqual({ from: 0, to: 0 });
  });

  it('starts at the first row for a negative offset', () => {
    expect(pageRange({ limit: 10, offset: -3 }, 100)).toEqual({ from: 0, to: 9 });
  });

  it('never reads more than the maximum page', () => {
    expect(pageRange({ limit: 1_000_000 }, 100)).toEqual({ from: 0, to: MAX_PAGE_SIZE - 1 });
  });

  it('rounds fractions down and ignores values that are not numbers', () => {
    expect(pageRange({ limit: 10.9, offset: 2.5 }, 100)).toEqual({ from: 2, to: 11 });
    expect(pageRange({ limit: Number.NaN, offset: Number.POSITIVE_INFINITY }, 50)).toEqual({
      from: 0,
      to: 49,
    });
  });
});
