import { DataError } from './client';
import { storageFailure } from './storage';

describe('storageFailure', () => {
  it('reports the status Storage puts in the body, not the HTTP 400 it sends', () => {
    // storage-js's StorageApiError for Storage's answer to a refused upload.
    const refused = {
      name: 'StorageApiError',
      message: 'new row violates row-level security policy',
      status: 400,
      statusCode: '403',
      code: 'AccessDenied',
    };
    const error = storageFailure(refused);
    expect(error).toBeInstanceOf(DataError);
    expect(error).toMatchObject({
      message: 'new row violates row-level security policy',
      code: 'AccessDenied',
      status: 403,
    });
  });

  it('falls back to the HTTP status, and to none, when the body has no status', () => {
    expect(storageFailure({ message: 'Bad Gateway', status: 502, statusCode: '' })).toMatchObject({
      status: 502,
      code: undefined,
    });
    expect(storageFailure({ message: 'fetch failed' })).toMatchObject({
      message: 'fetch failed',
      status: undefined,
    });
  });
});
