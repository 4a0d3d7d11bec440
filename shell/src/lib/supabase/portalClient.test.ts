import { CLIENT_NOT_LOADED, createPortalClient } from './portalClient';

const BACKEND = { supabaseUrl: 'http://127.0.0.1:54321', supabaseAnonKey: 'anon-key-for-tests' };

describe('createPortalClient', () => {
  it('has no client until asked to load, then one client however often it is asked', async () => {
    const loaded = jest.fn();
    const client = createPortalClient(BACKEND, loaded);
    expect(() => client.current()).toThrow(CLIENT_NOT_LOADED);

    const [first, second] = await Promise.all([client.load(), client.load()]);
    expect(first).toBe(second);
    expect(await client.load()).toBe(first);
    expect(client.current()).toBe(first);
    expect(loaded).toHaveBeenCalledTimes(1);
    expect(loaded).toHaveBeenCalledWith(first);
    expect(first.storage.from('user-avatars').getPublicUrl('a.png').data.publicUrl).toBe(
      'http://127.0.0.1:54321/storage/v1/object/public/user-avatars/a.png',
    );
  });
});
