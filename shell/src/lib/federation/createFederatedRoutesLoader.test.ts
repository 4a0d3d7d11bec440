import {
  loadRemote,
  preloadRemote,
  registerPlugins,
  registerRemotes,
} from '@module-federation/enhanced/runtime';
import { createFederatedRoutesLoader } from './createFederatedRoutesLoader';
import { RemoteIncompatibleError } from './RemoteIncompatibleError';
import { RemoteUnavailableError } from './RemoteUnavailableError';

// The federation runtime is a third-party boundary (it fetches scripts over the network); the real
// thing is exercised end to end in e2e/tests/remote-down.spec.ts.
jest.mock('@module-federation/enhanced/runtime', () => ({
  loadRemote: jest.fn(),
  preloadRemote: jest.fn(() => Promise.resolve()),
  registerPlugins: jest.fn(),
  registerRemotes: jest.fn(),
}));

const mockedLoadRemote = jest.mocked(loadRemote);
const mockedRegisterRemotes = jest.mocked(registerRemotes);
const mockedRegisterPlugins = jest.mocked(registerPlugins);

const remotes = {
  volunteer: 'http://localhost:3001/mf-manifest.json',
  organisation: 'http://localhost:3002/mf-manifest.json',
};
const routes = [{ path: 'home' }];

beforeEach(() => {
  jest.resetAllMocks();
  jest.mocked(preloadRemote).mockResolvedValue(undefined);
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
});

test('both remotes are registered from the run-time configuration', () => {
  createFederatedRoutesLoader(remotes);
  expect(mockedRegisterRemotes).toHaveBeenCalledWith([
    { name: 'volunteer', entry: remotes.volunteer },
    { name: 'organisation', entry: remotes.organisation },
  ]);
});

test("a remote's routes are loaded once and then reused", async () => {
  mockedLoadRemote.mockResolvedValue({ routes });
  const loader = createFederatedRoutesLoader(remotes);
  await expect(loader.load('volunteer')).resolves.toBe(routes);
  await expect(loader.load('volunteer')).resolves.toBe(routes);
  expect(mockedLoadRemote).toHaveBeenCalledTimes(1);
  expect(mockedLoadRemote).toHaveBeenCalledWith('volunteer/routes');
});

test('the compatibility check is registered at once, the retry plugin once before the first fetch', async () => {
  mockedLoadRemote.mockResolvedValue({ routes });
  const loader = createFederatedRoutesLoader(remotes);
  expect(mockedRegisterPlugins).toHaveBeenCalledTimes(1);
  expect(mockedRegisterPlugins).toHaveBeenCalledWith([
    expect.objectContaining({ name: 'portal-shared-compatibility' }),
  ]);
  await loader.load('volunteer');
  await loader.load('organisation');
  expect(mockedRegisterPlugins).toHaveBeenCalledTimes(2);
  expect(mockedRegisterPlugins).toHaveBeenLastCalledWith([
    expect.objectContaining({ name: 'retry-plugin' }),
  ]);
  expect(mockedRegisterPlugins.mock.invocationCallOrder[1]).toBeLessThan(
    mockedLoadRemote.mock.invocationCallOrder[0] ?? 0,
  );
});

test('a remote built for newer shared code is refused as incompatible, not as unavailable', async () => {
  const incompatible = new RemoteIncompatibleError('volunteer', [
    { name: 'shared-domain', required: '^1.1.0', provided: '1.0.0' },
  ]);
  mockedLoadRemote.mockRejectedValueOnce(incompatible);
  const loader = createFederatedRoutesLoader(remotes);
  await expect(loader.load('volunteer')).rejects.toBe(incompatible);
});

test('a failed load is reported as unavailable and the next attempt starts afresh', async () => {
  mockedLoadRemote.mockRejectedValueOnce(new Error('Failed to get manifest'));
  const loader = createFederatedRoutesLoader(remotes);
  await expect(loader.load('organisation')).rejects.toBeInstanceOf(RemoteUnavailableError);

  mockedLoadRemote.mockResolvedValueOnce({ routes });
  await expect(loader.load('organisation')).resolves.toBe(routes);
  expect(mockedRegisterRemotes).toHaveBeenLastCalledWith(
    [{ name: 'organisation', entry: remotes.organisation }],
    { force: true },
  );
});

test('a remote that exposes something other than routes is unavailable, not mounted', async () => {
  mockedLoadRemote.mockResolvedValue({ routes: 'not routes' });
  const loader = createFederatedRoutesLoader(remotes);
  await expect(loader.load('volunteer')).rejects.toBeInstanceOf(RemoteUnavailableError);
});
