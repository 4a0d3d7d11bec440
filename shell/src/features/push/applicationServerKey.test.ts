import { applicationServerKey, isSameKey } from './applicationServerKey';

test('decodes an unpadded URL-safe base64 key into its bytes', () => {
  expect([...applicationServerKey('-_8A')]).toEqual([0xfb, 0xff, 0x00]);
  expect([...applicationServerKey('AQI')]).toEqual([1, 2]);
});

test('a subscription counts as made with a key only when the bytes match', () => {
  const key = applicationServerKey('AQI');
  expect(isSameKey(new Uint8Array([1, 2]).buffer, key)).toBe(true);
  expect(isSameKey(new Uint8Array([1, 3]).buffer, key)).toBe(false);
  expect(isSameKey(new Uint8Array([1]).buffer, key)).toBe(false);
  expect(isSameKey(null, key)).toBe(false);
});
