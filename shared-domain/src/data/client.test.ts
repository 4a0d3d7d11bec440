import { DataError, unwrap, unwrapCount, unwrapFound, unwrapList } from './client';

const failure = {
  data: null,
  error: { message: 'This task is closed.', code: 'P0001' },
  status: 400,
};

describe('unwrap', () => {
  it('returns the data of a successful response', () => {
    expect(unwrap({ data: { id: 't1' }, error: null })).toEqual({ id: 't1' });
  });

  it("throws the backend's message, code and status as a DataError", () => {
    expect(() => unwrap(failure)).toThrow(DataError);
    try {
      unwrap(failure);
    } catch (error) {
      expect(error).toMatchObject({ message: 'This task is closed.', code: 'P0001', status: 400 });
    }
  });
});

describe('unwrapList', () => {
  it('returns the rows', () => {
    expect(unwrapList({ data: [1, 2], error: null })).toEqual([1, 2]);
  });
});

describe('unwrapFound', () => {
  it('returns a found row', () => {
    expect(unwrapFound({ data: { id: 'c1' }, error: null }, 'Chat')).toEqual({ id: 'c1' });
  });

  it('throws a not-found DataError for a missing row', () => {
    expect(() => unwrapFound({ data: null, error: null }, 'Chat')).toThrow('Chat not found');
  });
});

describe('unwrapCount', () => {
  it('returns the exact count, 0 when absent', () => {
    expect(unwrapCount({ count: 3, error: null })).toBe(3);
    expect(unwrapCount({ count: null, error: null })).toBe(0);
  });

  it('throws on error', () => {
    expect(() => unwrapCount({ count: null, error: { message: 'denied' }, status: 403 })).toThrow(
      'denied',
    );
  });
});
