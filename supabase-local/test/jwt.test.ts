// The stack's token checks (src/jwt.ts): a verified token is remembered, but only its signature;
// its expiry is judged again at every use, and a token tampered with after a good one is refused.
import { createJwt } from '../src/jwt';

const secret = 'super-secret-jwt-token-with-at-least-32-characters-long';

afterEach(() => {
  jest.useRealTimers();
});

it('refuses a remembered token once it has expired', async () => {
  const jwt = createJwt(secret);
  const exp = Math.floor(Date.now() / 1000) + 60;
  const token = await jwt.sign({ role: 'authenticated', sub: 'someone', exp });
  await expect(jwt.verify(token)).resolves.toEqual(expect.objectContaining({ sub: 'someone' }));
  jest.useFakeTimers({ now: (exp + 1) * 1000 });
  await expect(jwt.verify(token)).rejects.toThrow('invalid JWT: token is expired');
});

it('refuses a token whose signature was changed, after its good twin was verified', async () => {
  const jwt = createJwt(secret);
  const token = await jwt.sign({ role: 'authenticated', sub: 'someone' });
  await jwt.verify(token);
  const tampered = `${token.slice(0, -2)}${token.endsWith('AA') ? 'BB' : 'AA'}`;
  await expect(jwt.verify(tampered)).rejects.toThrow('invalid JWT: signature is invalid');
});

it('hands each caller its own copy of the claims', async () => {
  const jwt = createJwt(secret);
  const token = await jwt.sign({ role: 'authenticated', sub: 'someone' });
  const first = await jwt.verify(token);
  first.role = 'service_role';
  await expect(jwt.verify(token)).resolves.toEqual(
    expect.objectContaining({ role: 'authenticated' }),
  );
});
