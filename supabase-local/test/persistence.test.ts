import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { clientFor, freshDatabaseUrl, signedInClient, startFixtureStack } from './stack-harness';

describe('a stack with a data folder', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'supabase-restart-'));

  afterAll(() => {
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('keeps users, sessions and rows across a stop and a start', async () => {
    const databaseUrl = await freshDatabaseUrl();
    const first = await startFixtureStack({ memory: false, dataDir, databaseUrl });
    let email: string;
    let refreshToken: string;
    let noteId: number;
    try {
      const alice = await signedInClient(first, 'restart');
      email = alice.email;
      refreshToken = (await alice.client.auth.getSession()).data.session?.refresh_token ?? '';
      const { data, error } = await alice.client
        .from('notes')
        .insert({ board_id: 1, title: 'Survives restarts' })
        .select('id')
        .single();
      expect(error).toBeNull();
      noteId = data?.id as number;
    } finally {
      await first.stop();
    }

    const second = await startFixtureStack({ memory: false, dataDir, databaseUrl });
    try {
      const client = clientFor(second);
      const signIn = await client.auth.signInWithPassword({ email, password: 'Passw0rd!' });
      expect(signIn.error).toBeNull();
      const { data } = await client.from('notes').select('title').eq('id', noteId);
      expect(data).toEqual([{ title: 'Survives restarts' }]);
      const refreshed = await clientFor(second).auth.refreshSession({
        refresh_token: refreshToken,
      });
      expect(refreshed.error).toBeNull();
      const boards = await client.from('boards').select('name');
      expect(boards.data).toHaveLength(2);
    } finally {
      await second.stop();
    }
  });
});
