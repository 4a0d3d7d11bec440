import { applicationServerKey } from './applicationServerKey';

test('decodes an unpadded URL-safe base64 key into its bytes', () => {
  expect([...applicationServerKey('-_8A')]).toEqual([0xfb, 0xff, 0x00]);
  expect([...applicationServerKey('AQI')]).toEqual([1, 2]);
});
