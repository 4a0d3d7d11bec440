// The auth and storage schemas a fresh stack builds (src/bootstrap/20-auth.sql, 30-storage.sql)
// are GoTrue's and Storage's own, as their migrations leave them (test/fixtures/hosted-schemas.ts),
// and this stack's services write their rows as GoTrue and Storage do.
import pg from 'pg';
import type { Stack } from '../src/stack';
import { HOSTED_AUTH, HOSTED_STORAGE } from './fixtures/hosted-schemas';
import { schemaShape, type SchemaShape } from './schema-shape';
import { clientFor, signedInClient, startFixtureStack } from './stack-harness';

let stack: Stack;
let db: pg.Client;

beforeAll(async () => {
  stack = await startFixtureStack();
  db = new pg.Client({ connectionString: stack.dbUrl });
  await db.connect();
});

afterAll(async () => {
  await db?.end();
  await stack?.stop();
});

/** Table by table, so a failure names the table that drifted. */
function expectSameShape(actual: SchemaShape, expected: SchemaShape): void {
  expect(Object.keys(actual.tables).sort()).toEqual(Object.keys(expected.tables).sort());
  for (const [name, table] of Object.entries(expected.tables)) {
    expect({ table: name, ...actual.tables[name] }).toEqual({ table: name, ...table });
  }
  expect(actual.functions).toEqual(expected.functions);
  expect(actual.enums).toEqual(expected.enums);
}

describe('the auth schema', () => {
  it("has GoTrue's tables, columns, defaults, constraints, indexes, functions and types", async () => {
    expectSameShape(await schemaShape(db, 'auth'), HOSTED_AUTH);
  });

  it('gets rows from sign-up, sign-in and refresh filled in as GoTrue fills them', async () => {
    const { client, userId } = await signedInClient(stack, 'gotrue-rows');
    const { data } = await client.auth.getSession();
    const refreshed = await client.auth.refreshSession({
      refresh_token: data.session?.refresh_token ?? '',
    });
    expect(refreshed.error).toBeNull();

    const user = await db.query(
      `select instance_id, aud, role, confirmation_token, recovery_token, email_change_token_new,
              email_change, raw_app_meta_data is not null as app_meta,
              raw_user_meta_data is not null as user_meta,
              created_at is not null as created, updated_at is not null as updated
         from auth.users where id = $1`,
      [userId],
    );
    expect(user.rows).toEqual([
      {
        instance_id: '00000000-0000-0000-0000-000000000000',
        aud: 'authenticated',
        role: 'authenticated',
        confirmation_token: '',
        recovery_token: '',
        email_change_token_new: '',
        email_change: '',
        app_meta: true,
        user_meta: true,
        created: true,
        updated: true,
      },
    ]);
    const identity = await db.query(
      `select created_at is not null as created, updated_at is not null as updated
         from auth.identities where user_id = $1`,
      [userId],
    );
    expect(identity.rows).toEqual([{ created: true, updated: true }]);
    const sessions = await db.query(
      `select aal, created_at is not null as created, updated_at is not null as updated
         from auth.sessions where user_id = $1`,
      [userId],
    );
    expect(sessions.rows).toEqual([{ aal: 'aal1', created: true, updated: true }]);
    const tokens = await db.query(
      `select instance_id, revoked, parent is null as first,
              created_at is not null as created, updated_at is not null as updated
         from auth.refresh_tokens where user_id = $1 order by id`,
      [userId],
    );
    const row = { instance_id: '00000000-0000-0000-0000-000000000000', created: true };
    expect(tokens.rows).toEqual([
      { ...row, revoked: true, first: true, updated: true },
      { ...row, revoked: false, first: false, updated: true },
    ]);
  });
});

describe('the storage schema', () => {
  it("has Storage's tables, columns, defaults, constraints, indexes, triggers, functions and types", async () => {
    expectSameShape(await schemaShape(db, 'storage'), HOSTED_STORAGE);
  });

  /** Runs `fn` in a transaction that is rolled back, as the database owner. */
  async function rolledBack<T>(fn: () => Promise<T>): Promise<T> {
    await db.query('begin');
    try {
      return await fn();
    } finally {
      await db.query('rollback');
    }
  }

  it('refuses a DELETE that does not come through the Storage API, as Storage does', async () => {
    await rolledBack(async () => {
      await db.query(`insert into storage.buckets (id, name) values ('guarded', 'guarded')`);
      await expect(
        db.query(`delete from storage.buckets where id = 'guarded'`),
      ).rejects.toMatchObject({
        code: '42501',
        message: 'Direct deletion from storage tables is not allowed. Use the Storage API instead.',
      });
    });
    await rolledBack(async () => {
      await db.query(`select set_config('storage.allow_delete_query', 'true', true)`);
      await db.query(`insert into storage.buckets (id, name) values ('guarded', 'guarded')`);
      expect((await db.query(`delete from storage.buckets where id = 'guarded'`)).rowCount).toBe(1);
    });
  });

  it("keeps objects' updated_at current and buckets' names to 100 characters", async () => {
    await rolledBack(async () => {
      await db.query(`insert into storage.buckets (id, name) values ('times', 'times')`);
      await db.query(
        `insert into storage.objects (bucket_id, name, updated_at)
         values ('times', 'a.png', now() - interval '1 day')`,
      );
      const { rows } = await db.query<{ fresh: boolean }>(
        `update storage.objects set metadata = '{}' where bucket_id = 'times'
         returning updated_at > now() - interval '1 minute' as fresh`,
      );
      expect(rows).toEqual([{ fresh: true }]);
      await expect(
        db.query(`insert into storage.buckets (id, name) values ('long', repeat('x', 101))`),
      ).rejects.toThrow('is too long (101 characters). Max is 100.');
    });
  });

  it("lists folders and files with Storage's listing functions", async () => {
    await rolledBack(async () => {
      await db.query(`insert into storage.buckets (id, name) values ('listed', 'listed')`);
      await db.query(
        `insert into storage.objects (bucket_id, name, metadata, created_at)
         select 'listed', name, jsonb_build_object('size', n), timestamptz '2024-01-01' + n * interval '1 day'
           from unnest(array['a.txt', 'a/x.png', 'a/y/z.png', 'B.png', 'b/c.png', 'root.png'])
                with ordinality as t (name, n)`,
      );
      const names = async (sql: string) =>
        (await db.query<{ name: string }>(sql)).rows.map((row) => row.name);
      // By name case-insensitively, in byte order, a folder sorting as its name and a slash.
      expect(await names(`select name from storage.search('', 'listed')`)).toEqual([
        'a.txt',
        'a',
        'B.png',
        'b',
        'root.png',
      ]);
      expect(await names(`select name from storage.search('a/', 'listed')`)).toEqual([
        'x.png',
        'y',
      ]);
      expect(
        await names(
          `select name from storage.search('', 'listed', 100, 1, 0, '', 'created_at', 'desc')`,
        ),
      ).toEqual(['b', 'a', 'root.png', 'B.png', 'a.txt']);
      expect(
        await names(
          `select name from storage.list_objects_with_delimiter('listed', '', '/', 2, 'a')`,
        ),
      ).toEqual(['b', 'root.png']);
      expect(await names(`select name from storage.search_v2('a/', 'listed', 100, 2)`)).toEqual([
        'a/x.png',
        'a/y',
      ]);
      expect(
        (await db.query(`select * from storage.get_size_by_bucket() where bucket_id = 'listed'`))
          .rows,
      ).toEqual([{ size: '21', bucket_id: 'listed' }]);
    });
  });

  it('names the operation a request runs for, for policies that allow some operations only', async () => {
    await rolledBack(async () => {
      await db.query(`select set_config('storage.operation', 'storage.object.upload', true)`);
      const { rows } = await db.query(
        `select storage.operation() as operation,
                storage.allow_only_operation('object.upload') as short,
                storage.allow_only_operation('storage.object.upload') as long,
                storage.allow_only_operation('storage.object.delete') as other,
                storage.allow_any_operation(array['object.delete', 'object.upload']) as any`,
      );
      expect(rows).toEqual([
        {
          operation: 'storage.object.upload',
          short: true,
          long: true,
          other: false,
          any: true,
        },
      ]);
    });
  });

  it('lets the storage service delete through the protect_delete triggers', async () => {
    const admin = clientFor(stack, stack.serviceRoleKey).storage;
    expect((await admin.createBucket('removable')).error).toBeNull();
    expect(
      (await admin.from('removable').upload('f.txt', new Blob(['x'], { type: 'text/plain' })))
        .error,
    ).toBeNull();
    expect((await admin.from('removable').remove(['f.txt'])).error).toBeNull();
    expect((await admin.deleteBucket('removable')).error).toBeNull();
  });
});
