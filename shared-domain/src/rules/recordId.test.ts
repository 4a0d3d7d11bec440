import { isRecordId } from './recordId';

describe('isRecordId', () => {
  it('accepts a UUID in either case', () => {
    expect(isRecordId('3f2b8c1e-9a4d-4c3b-8e2f-1a2b3c4d5e6f')).toBe(true);
    expect(isRecordId('3F2B8C1E-9A4D-4C3B-8E2F-1A2B3C4D5E6F')).toBe(true);
  });

  it('refuses what a hand-edited link holds instead', () => {
    for (const value of [
      'bad',
      '',
      '42',
      '3f2b8c1e-9a4d-4c3b-8e2f-1a2b3c4d5e6',
      ' 3f2b8c1e-9a4d-4c3b-8e2f-1a2b3c4d5e6f',
      null,
      undefined,
    ]) {
      expect(isRecordId(value)).toBe(false);
    }
  });
});
