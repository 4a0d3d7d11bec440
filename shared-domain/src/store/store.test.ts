import { createSlice, type PayloadAction, type WithSlice } from '@reduxjs/toolkit';
import { createNodeClient } from '../../test/nodeClient';
import { api, asQueryResult, loadedSupabaseOf, supabaseOf, toDomainError } from './api';
import { signedIn } from './sessionSlice';
import { makeStore, rootReducer } from './store';

const supabase = createNodeClient('http://127.0.0.1:54321', 'anon-key-for-tests');

const notesSlice = createSlice({
  name: 'notes',
  initialState: { items: [] as string[] },
  reducers: {
    noteAdded(state, action: PayloadAction<string>) {
      state.items.push(action.payload);
    },
  },
  selectors: { selectNotes: (state) => state.items },
});

// How an app declares the slice it injects, so RootState and its selectors know about it.
declare module './store' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- merges the slice's state in
  interface LazyLoadedSlices extends WithSlice<typeof notesSlice> {}
}

const injectedNotes = notesSlice.injectInto(rootReducer);

const storageApi = api.injectEndpoints({
  endpoints: (build) => ({
    avatarUrl: build.query<string, string>({
      queryFn: (path, thunkApi) =>
        asQueryResult(async () => {
          const client = supabaseOf(thunkApi);
          return client.storage.from('user-avatars').getPublicUrl(path).data.publicUrl;
        }),
      providesTags: ['User'],
    }),
    publicAvatarUrl: build.query<string, string>({
      queryFn: (path, thunkApi) =>
        asQueryResult(async () => {
          const client = await loadedSupabaseOf(thunkApi);
          return client.storage.from('user-avatars').getPublicUrl(path).data.publicUrl;
        }),
    }),
    failing: build.query<string, void>({
      queryFn: () =>
        asQueryResult(async () => {
          throw { message: 'permission denied for table tasks', code: '42501' };
        }),
    }),
  }),
});

describe('the store skeleton', () => {
  it('holds the session and the api out of the box', () => {
    const store = makeStore(supabase);
    store.dispatch(
      signedIn({
        user: { id: 'u1', email: 'jo@example.org' },
        profile: {
          role: 'organisation',
          first_login_complete: true,
          name: 'Jo',
          profile_url: null,
          team: null,
        },
      }),
    );
    expect(store.getState().session.status).toBe('signedIn');
    expect(store.getState().api).toBeDefined();
  });

  it('accepts a slice injected by an app', () => {
    const store = makeStore(supabase);
    store.dispatch(notesSlice.actions.noteAdded('hello'));
    expect(injectedNotes.selectors.selectNotes(store.getState())).toEqual(['hello']);
  });

  it("runs an injected endpoint with the store's Supabase client", async () => {
    const store = makeStore(supabase);
    const result = await store.dispatch(storageApi.endpoints.avatarUrl.initiate('u1.png'));
    expect(result.data).toBe('http://127.0.0.1:54321/storage/v1/object/public/user-avatars/u1.png');
  });

  it('asks a store made with a client getter for the client each time an endpoint runs', async () => {
    let current: typeof supabase | null = null;
    const store = makeStore(() => {
      if (current === null) throw new Error('The Supabase client is not loaded yet.');
      return current;
    });
    const early = await store.dispatch(storageApi.endpoints.avatarUrl.initiate('u2.png'));
    expect(early.error).toEqual({ message: 'The Supabase client is not loaded yet.' });
    current = supabase;
    const result = await store.dispatch(
      storageApi.endpoints.avatarUrl.initiate('u2.png', { forceRefetch: true }),
    );
    expect(result.data).toBe('http://127.0.0.1:54321/storage/v1/object/public/user-avatars/u2.png');
  });

  it('lets an endpoint of a screen open to anyone wait for a client loaded after the store', async () => {
    let current: typeof supabase | null = null;
    let loadFinished: (client: typeof supabase) => void = () => undefined;
    const loaded = new Promise<typeof supabase>((resolve) => {
      loadFinished = resolve;
    });
    const store = makeStore(
      () => {
        if (current === null) throw new Error('The Supabase client is not loaded yet.');
        return current;
      },
      () => loaded,
    );
    const reading = store.dispatch(storageApi.endpoints.publicAvatarUrl.initiate('u3.png'));
    current = supabase;
    loadFinished(supabase);
    const result = await reading;
    expect(result.data).toBe('http://127.0.0.1:54321/storage/v1/object/public/user-avatars/u3.png');
  });

  it('reports a failing data function as a DomainError', async () => {
    const store = makeStore(supabase);
    const result = await store.dispatch(storageApi.endpoints.failing.initiate());
    expect(result.error).toEqual({ message: 'permission denied for table tasks', code: '42501' });
  });
});

describe('supabaseOf', () => {
  it('refuses a store made without the client', () => {
    expect(() => supabaseOf({ extra: undefined })).toThrow(
      'The store was not made with makeStore(supabase).',
    );
  });
});

describe('toDomainError', () => {
  it('keeps message, code and status', () => {
    expect(toDomainError({ message: 'x', code: 'P0001', status: 400 })).toEqual({
      message: 'x',
      code: 'P0001',
      status: 400,
    });
  });

  it('turns anything else into a message', () => {
    expect(toDomainError('boom')).toEqual({ message: 'boom' });
    expect(toDomainError(new Error('bad'))).toEqual({ message: 'bad' });
  });
});
