import { parseSubscription } from '../src/push/subscription';

const subscription = {
  endpoint: 'https://fcm.googleapis.com/fcm/send/abc123',
  expirationTime: null,
  keys: {
    p256dh:
      'BNcRdreALRFXTkOOUHK1EtK2wtaz5Ry4YfYCA_0QTpQtUbVlUls0VJXg7A8u-Ts1XbjhazAkj7I99e8QcYP7DkM',
    auth: 'tBHItJI5svbpez7KI4CCXg',
  },
};

describe('push subscription bodies', () => {
  it('accepts a PushSubscription bare or wrapped in {subscription}', () => {
    expect(parseSubscription(subscription)).toEqual({ ok: true, value: subscription });
    expect(parseSubscription({ subscription })).toEqual({ ok: true, value: subscription });
  });

  it('refuses non-https endpoints, missing keys and junk', () => {
    expect(parseSubscription({ ...subscription, endpoint: 'http://push.example/1' }).ok).toBe(
      false,
    );
    expect(parseSubscription({ ...subscription, endpoint: 'not a url' }).ok).toBe(false);
    expect(parseSubscription({ endpoint: subscription.endpoint }).ok).toBe(false);
    expect(parseSubscription({ ...subscription, keys: { p256dh: 'x y', auth: 'ok' } }).ok).toBe(
      false,
    );
    expect(parseSubscription({ ...subscription, expirationTime: 'soon' }).ok).toBe(false);
    expect(parseSubscription([subscription]).ok).toBe(false);
    expect(parseSubscription(null).ok).toBe(false);
  });
});
