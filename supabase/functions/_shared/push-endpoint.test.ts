// `deno test` (npm test -w supabase runs it): where a push subscription may send the push function.
import assert from 'node:assert/strict';
import type { LookupAddress } from 'node:dns';
import {
  checkedAddresses,
  isPublicAddress,
  PushEndpointRefused,
  pushServiceOf,
  type PushService,
} from './push-endpoint.ts';

const services: PushService[] = [
  { host: 'fcm.googleapis.com', subdomains: false, test_address: null },
  { host: 'notify.windows.com', subdomains: true, test_address: null },
];

const refusal = (endpoint: string) => {
  const result = pushServiceOf(endpoint, services);
  return 'refused' in result ? result.refused : null;
};

Deno.test(
  'accepts https on a push service host, and on a subdomain where the service has them',
  () => {
    assert.equal(refusal('https://fcm.googleapis.com/fcm/send/abc'), null);
    assert.equal(refusal('https://FCM.googleapis.com/wp/abc'), null);
    assert.equal(refusal('https://wns2-by3p.notify.windows.com/w/?token=abc'), null);
  },
);

Deno.test('refuses another scheme, user info, IP literals, localhost and unknown hosts', () => {
  assert.match(refusal('http://fcm.googleapis.com/fcm/send/abc') ?? '', /https/);
  assert.match(refusal('https://user:pw@fcm.googleapis.com/x') ?? '', /user name/);
  assert.match(refusal('https://127.0.0.1:8443/push') ?? '', /IP address/);
  assert.match(refusal('https://[::1]/push') ?? '', /IP address/);
  assert.match(refusal('https://2130706433/push') ?? '', /IP address/); // 127.0.0.1 as one number
  assert.match(refusal('https://localhost:8443/push') ?? '', /this machine/);
  assert.match(refusal('https://push.localhost/push') ?? '', /this machine/);
  assert.match(refusal('https://sub.fcm.googleapis.com/x') ?? '', /push service/);
  assert.match(refusal('https://fcm.googleapis.com.evil.example/x') ?? '', /push service/);
  assert.match(refusal('https://evilnotify.windows.com/x') ?? '', /push service/);
  assert.match(refusal('not a url') ?? '', /not a URL/);
});

Deno.test('only public unicast addresses are public', () => {
  for (const inside of [
    '127.0.0.1',
    '10.1.2.3',
    '172.16.0.1',
    '192.168.1.1',
    '169.254.169.254', // AWS, GCP and Azure instance metadata
    '168.63.129.16', // Azure's platform address
    '100.100.100.200', // Alibaba's metadata, in carrier-grade NAT space
    '0.0.0.0',
    '::1',
    '::',
    'fd00:ec2::254', // AWS metadata over IPv6
    'fe80::1',
    '::ffff:127.0.0.1',
    '::ffff:10.0.0.1',
    '224.0.0.1',
    'not an address',
  ]) {
    assert.equal(isPublicAddress(inside), false, inside);
  }
  for (const outside of ['142.250.70.10', '2607:f8b0:4004:c07::5f', '8.8.8.8']) {
    assert.equal(isPublicAddress(outside), true, outside);
  }
});

const resolvingTo =
  (...addresses: string[]) =>
  (): Promise<LookupAddress[]> =>
    Promise.resolve(
      addresses.map((address) => ({ address, family: address.includes(':') ? 6 : 4 })),
    );

Deno.test(
  'a host that resolves to any non-public address is refused before a connection',
  async () => {
    const fcm: PushService = { host: 'fcm.googleapis.com', subdomains: false, test_address: null };
    assert.deepEqual(
      await checkedAddresses('fcm.googleapis.com', fcm, resolvingTo('142.250.70.10')),
      [{ address: '142.250.70.10', family: 4 }],
    );
    for (const addresses of [
      ['127.0.0.1'],
      ['142.250.70.10', '10.0.0.7'],
      ['::ffff:169.254.169.254'],
    ]) {
      await assert.rejects(
        checkedAddresses('fcm.googleapis.com', fcm, resolvingTo(...addresses)),
        (error: unknown) => error instanceof PushEndpointRefused && error.reason === 'inside',
      );
    }
    await assert.rejects(
      checkedAddresses('fcm.googleapis.com', fcm, resolvingTo()),
      (error: unknown) => error instanceof PushEndpointRefused && error.reason === 'unresolved',
    );
    await assert.rejects(
      checkedAddresses('fcm.googleapis.com', fcm, () => Promise.reject(new Error('ENOTFOUND'))),
      (error: unknown) => error instanceof PushEndpointRefused && error.reason === 'unresolved',
    );
  },
);

Deno.test("a test stand-in's configured address is used as it is, without resolving", async () => {
  const standIn: PushService = { host: 'push.test', subdomains: false, test_address: '127.0.0.1' };
  assert.deepEqual(
    await checkedAddresses('push.test', standIn, () => Promise.reject(new Error('not called'))),
    [{ address: '127.0.0.1', family: 4 }],
  );
});
