/**
 * A returning user's start-up, fetched from the first byte (issue #18).
 *
 * Without help, a signed-in start finds its work one step at a time: main.js, then
 * portal-config.json, then the role app's manifest, then its remoteEntry.js and first chunks; and
 * the screen's first reads wait for supabase-js to download and run. Each step is a round trip, and
 * on a phone's network a round trip is more than half a second.
 *
 * So once a signed-in user's first screen of a visit has settled, the shell notes what that start
 * fetched (`StartUp`, in localStorage under `portal:start-up:<path>`): the role app's manifest and
 * the scripts it loaded from the app's origin, and the screen's first reads (read-only requests to
 * the REST API: GET, or a call of a `get_…` function, which the database declares STABLE). On the
 * next start at that path, index.html's first-screen script (`replayStartUp`, inlined) preloads
 * those files beside the shell's own and sends those reads with the stored session's token at once;
 * the portal's Supabase client then takes each read's response when it asks for exactly that
 * request (same method, URL, body, headers and token) instead of asking again (`takeEarlyRead`).
 *
 * Nothing stale is shown for live: a read is sent afresh at this visit's start, used once, and only
 * within `EARLY_READ_FRESH_MS` of being sent; a failed or refused one is simply asked again. A
 * recorded file that no longer exists (the app was deployed since) costs one wasted download. A
 * record belongs to one user, is used only within a week, and is forgotten when the session ends.
 */
import { LAST_VISIT_MAX_AGE_MS } from './lastVisit';

/** Where the records are kept: one entry per start path, `portal:start-up:<path>`. */
export const START_UP_KEY = 'portal:start-up';

/** The window property index.html's script leaves the early reads in. */
export const EARLY_READS_GLOBAL = '__portalEarlyReads';

/**
 * Where the portal's client notes (by key) each read it had to send itself while index.html's
 * script was still sending them, one per task: that script then leaves it out.
 */
export const ASKED_READS_GLOBAL = '__portalAskedReads';

/** An early read older than this is not used: the screen asks again. */
export const EARLY_READ_FRESH_MS = 20_000;

/**
 * Early reads are sent only with a token good for at least this long: supabase-js refreshes one
 * with less than 90 s left before it asks, and the answer must still be fresh (20 s) by then.
 */
const TOKEN_MARGIN_MS = 120_000;

/** At most this many reads and files are kept per start: a first screen needs a handful. */
const MAX_READS = 8;
const MAX_FILES = 40;

/** One read-only request to the REST API, as the client sent it (without its token). */
export type RecordedRead = {
  method: 'GET' | 'POST';
  url: string;
  body: string | null;
  /** Lower-case names, sorted; the Authorization header is never kept. */
  headers: [string, string][];
};

/** What one signed-in start at `path` fetched. */
export type StartUp = {
  path: string;
  userId: string;
  savedAt: number;
  /** The REST API's address (`<supabase url>/rest/v1/`): every read is under it. */
  api: string;
  /** The role app's manifest (fetched with CORS, as the federation runtime does). */
  manifests: string[];
  /** Scripts from the role app's origin: remoteEntry.js and its first chunks. */
  scripts: string[];
  reads: RecordedRead[];
};

/** A read index.html's script sent, waiting for the client to ask for it. */
export type EarlyRead = {
  key: string;
  authorization: string;
  sentAt: number;
  response: Promise<Response>;
};

/** What index.html's script needs to replay a start. */
export const START_UP_REPLAY = {
  key: START_UP_KEY,
  global: EARLY_READS_GLOBAL,
  askedGlobal: ASKED_READS_GLOBAL,
  maxAgeMs: LAST_VISIT_MAX_AGE_MS,
  tokenMarginMs: TOKEN_MARGIN_MS,
  /** Under `<api>/rest/v1/`: the functions a read may call (every `get_…` function is STABLE). */
  readOnlyRpc: '^rpc/get_\\w+$',
} as const;

const READ_ONLY_RPC = new RegExp(START_UP_REPLAY.readOnlyRpc);

/** The key a read is matched by: everything that makes its answer, but the token. */
export function readKey(read: Pick<RecordedRead, 'method' | 'url' | 'body' | 'headers'>): string {
  return JSON.stringify([read.method, read.url, read.body, read.headers]);
}

/**
 * Preloads the files of the last start at the current path and sends its reads with the stored
 * session's token, leaving them in `window[replay.global]`. Runs in index.html's first-screen
 * script (its source is inlined), so it must use nothing from outside; it must not throw either
 * (its caller catches, but a half-done replay is harmless). The reads and then the preloads go out
 * one per task; `done` runs after the last.
 */
export function replayStartUp(
  doc: Document,
  storage: Storage,
  sessionKey: string,
  path: string,
  replay: typeof START_UP_REPLAY,
  done: () => void = () => {},
  // Between the reads and the role app's scripts: index.html adds the start-up's own preloads
  // there, and calls `resume` once they are in. Called exactly once, with nothing to replay too.
  afterReads: (resume: () => void) => void = (resume) => resume(),
): void {
  const nothingToReplay = () => afterReads(done);
  const view = doc.defaultView;
  const session = JSON.parse(storage.getItem(sessionKey) ?? 'null') as {
    access_token?: unknown;
    expires_at?: unknown;
    user?: { id?: unknown };
  } | null;
  const record = JSON.parse(storage.getItem(`${replay.key}:${path}`) ?? 'null') as StartUp | null;
  if (
    view === null ||
    session === null ||
    record === null ||
    record.path !== path ||
    record.userId !== session.user?.id ||
    !(Date.now() - record.savedAt < replay.maxAgeMs) ||
    typeof record.api !== 'string'
  ) {
    nothingToReplay();
    return;
  }
  // The token goes only to the API the stored session belongs to: supabase-js names its storage
  // after the API's host (`sb-<first label>-auth-token`).
  let api: URL;
  try {
    api = new URL(record.api);
  } catch {
    nothingToReplay();
    return;
  }
  if (sessionKey !== `sb-${api.hostname.split('.')[0] ?? ''}-auth-token`) {
    nothingToReplay();
    return;
  }
  const web = (url: unknown): url is string => typeof url === 'string' && /^https?:\/\//i.test(url);
  // On a fast connection start-up may have fetched a file already: asked for again, it would come
  // twice. The timeline is read once: asked per file, it took up to 64 ms of a long task.
  const fetchedAlready = new Set(
    typeof view.performance?.getEntriesByType === 'function'
      ? view.performance.getEntriesByType('resource').map((entry) => entry.name)
      : [],
  );
  const fetched = (url: string) => fetchedAlready.has(url);
  // Start-up runs between the steps, so when a script's step comes start-up may have asked for it
  // meanwhile (CI saw remoteEntry.js come twice, asked by main.js first). Asked for and not yet
  // received, it has no timeline entry: its <script> element is the sign. Received, the federation
  // runtime has removed that element again (CI saw this too): its timeline entry is the sign,
  // looked up by name (one entry, not the whole timeline).
  const askedByStartUp = (url: string) =>
    [...doc.scripts].some((script) => script.src === url) ||
    (typeof view.performance?.getEntriesByName === 'function' &&
      view.performance.getEntriesByName(url, 'resource').length > 0);
  const link = (href: string, as: string, crossOrigin: boolean) => {
    const element = doc.createElement('link');
    element.setAttribute('rel', 'preload');
    element.setAttribute('as', as);
    if (crossOrigin) element.setAttribute('crossorigin', 'anonymous');
    element.setAttribute('href', href);
    doc.head.appendChild(element);
  };
  // Each read and each preload is a step of its own, one per task: starting a request costs the
  // main thread a few milliseconds (more for a fetch() with headers), and a start's handful of them
  // together took 65-106 ms at 4x in one task, the longest of the copy's first moments (issue #18,
  // Total Blocking Time). The copy is on screen meanwhile. The reads go first, the first in
  // index.html's own task (a start-up whose scripts are cached may ask before a later task), then
  // the role app's scripts. The role app's manifest goes with the first read: the federation
  // runtime fetches it with fetch() (CORS) as soon as main.js runs, and a preload after that fetch
  // was a second request (after the reads it went out 200-480 ms later, at 4x, and the manifest
  // came twice); preloaded the same way, the browser hands the runtime what it already has.
  const steps: (() => void)[] = [];
  const manifests = (Array.isArray(record.manifests) ? record.manifests : [])
    .filter(web)
    .filter((url) => !fetched(url));
  const global = view as unknown as Record<string, unknown>;
  const sent: EarlyRead[] = [];
  global[replay.global] = sent;
  const askedByPortal: string[] = [];
  global[replay.askedGlobal] = askedByPortal;
  const token = session.access_token;
  const expiresAt = session.expires_at;
  if (
    typeof token === 'string' &&
    typeof expiresAt === 'number' &&
    expiresAt * 1000 - Date.now() > replay.tokenMarginMs &&
    Array.isArray(record.reads)
  ) {
    const authorization = `Bearer ${token}`;
    record.reads
      .filter(
        (read) =>
          web(read.url) &&
          read.url.startsWith(api.href) &&
          (read.method === 'GET' ||
            (read.method === 'POST' &&
              new RegExp(replay.readOnlyRpc).test(
                (read.url.split('?')[0] ?? '').replace(/^.*?\/rest\/v1\//, ''),
              ))),
      )
      .forEach((read) => {
        steps.push(() => {
          // readKey's expression, written out: this function is inlined and can call nothing
          // else. The unit test that takes an early read fails if the two ever differ.
          const key = JSON.stringify([read.method, read.url, read.body, read.headers]);
          // The portal has put the early reads aside (its start is over, or it wrote), or asked
          // for this one itself already (its scripts were quicker than this step): too late.
          if (global[replay.global] !== sent || askedByPortal.includes(key)) return;
          const headers: Record<string, string> = { authorization };
          for (const [name, value] of read.headers) {
            if (name !== 'authorization') headers[name] = value;
          }
          const response = view.fetch(read.url, {
            method: read.method,
            headers,
            body: read.body,
          });
          // Not asked for (the screen changed), or failed: the client asks the network itself.
          response.catch(() => undefined);
          sent.push({
            key,
            authorization,
            sentAt: Date.now(),
            response,
          });
        });
      });
  }
  const pause = () => {};
  steps.push(pause);
  // The runtime adds the role app's scripts as plain <script> elements, preloaded as scripts.
  (Array.isArray(record.scripts) ? record.scripts : []).filter(web).forEach((url) => {
    if (!fetched(url))
      steps.push(() => {
        if (!askedByStartUp(url)) link(url, 'script', false);
      });
  });
  const next = (): void => {
    const step = steps.shift();
    if (step === undefined) {
      done();
      return;
    }
    if (step === pause) {
      afterReads(() => view.setTimeout(next, 0));
      return;
    }
    try {
      step();
    } catch {
      // A step that fails only loses its head start.
    }
    view.setTimeout(next, 0);
  };
  // In this task, with the first read (the first step runs at once).
  manifests.forEach((url) => link(url, 'fetch', true));
  next();
}

/**
 * Puts the early reads aside: a new, empty list in their place, so a read index.html's script has
 * yet to send (one per task) is not sent either.
 */
function forgetEarlyReads(view: Window): void {
  (view as unknown as Record<string, unknown>)[EARLY_READS_GLOBAL] = [];
}

function earlyReads(view: Window): EarlyRead[] {
  const reads = (view as unknown as Record<string, unknown>)[EARLY_READS_GLOBAL];
  return Array.isArray(reads) ? (reads as EarlyRead[]) : [];
}

/** Headers that differ between two sendings of the same read: never part of its key. */
const PER_SENDING = new Set(['authorization', 'traceparent', 'x-retry-count']);

/** A request's headers as a read is keyed by: lower-case names, sorted, without Authorization. */
function keyedHeaders(headers: HeadersInit | undefined): {
  headers: [string, string][];
  authorization: string | null;
} {
  const all = new Headers(headers);
  const kept: [string, string][] = [];
  all.forEach((value, name) => {
    if (!PER_SENDING.has(name)) kept.push([name, value]);
  });
  kept.sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return { headers: kept, authorization: all.get('authorization') };
}

/** The REST API's address as supabase-js builds its requests' URLs (normalised). */
function restApi(apiUrl: string): string {
  return new URL('rest/v1/', apiUrl.replace(/\/*$/, '/')).href;
}

function urlOf(input: RequestInfo | URL): string {
  if (typeof input === 'string') return input;
  if (input instanceof URL) return input.href;
  return input.url;
}

/**
 * The request as a recordable read, or null if it is not one: read-only requests to the REST API
 * only (GET, or POST to a `get_…` function), with a string body or none.
 */
export function asRecordedRead(
  apiUrl: string,
  input: RequestInfo | URL,
  init: RequestInit | undefined,
): (RecordedRead & { authorization: string | null }) | null {
  if (typeof input !== 'string' && !(input instanceof URL)) return null;
  const url = urlOf(input);
  const rest = restApi(apiUrl);
  if (!url.startsWith(rest)) return null;
  const method = (init?.method ?? 'GET').toUpperCase();
  const body = init?.body ?? null;
  if (body !== null && typeof body !== 'string') return null;
  const readOnly =
    method === 'GET' ||
    (method === 'POST' && READ_ONLY_RPC.test(url.slice(rest.length).split('?')[0] ?? ''));
  if (!readOnly) return null;
  return { method: method as 'GET' | 'POST', url, body, ...keyedHeaders(init?.headers) };
}

/**
 * The response of the early read index.html sent for exactly this request with this token, taken
 * (once), or null. A read that failed or was refused is asked again.
 */
export function takeEarlyRead(
  view: Window,
  apiUrl: string,
  input: RequestInfo | URL,
  init: RequestInit | undefined,
  now: number = Date.now(),
): Promise<Response> | null {
  const reads = earlyReads(view);
  if (reads.length === 0) return null;
  const read = asRecordedRead(apiUrl, input, init);
  if (read === null) return null;
  const key = readKey(read);
  const index = reads.findIndex(
    (early) =>
      early.key === key &&
      early.authorization === read.authorization &&
      now - early.sentAt < EARLY_READ_FRESH_MS,
  );
  if (index === -1) return null;
  const [early] = reads.splice(index, 1);
  if (early === undefined) return null;
  const again = () => view.fetch(input, init);
  // Refused for its token, or the server failed: asked again. Any other answer is the answer.
  return early.response.then(
    (response) => (response.status === 401 || response.status >= 500 ? again() : response),
    () => again(),
  );
}

/** The key a start at `path` is kept under. */
export function startUpKey(path: string): string {
  return `${START_UP_KEY}:${path}`;
}

/**
 * The portal client's fetch: hands over an early read where index.html sent one, and notes the
 * reads of this start until `save` or `stop` ends the recording.
 */
export type StartUpRecorder = {
  fetch: typeof fetch;
  /** Keeps what this start fetched for the next start at `path` (the user's first settled screen). */
  save: (
    storage: Storage,
    about: { path: string; userId: string; manifest: string | null },
  ) => void;
  /** Ends the recording without keeping anything. */
  stop: () => void;
};

export function createStartUpRecorder(view: Window, apiUrl: string): StartUpRecorder {
  let recording = true;
  const reads: RecordedRead[] = [];
  // The early reads answer this start only: once it is over, or once anything is written, an
  // answer sent before might no longer be what the API would say.
  const end = () => {
    recording = false;
    forgetEarlyReads(view);
  };
  const portalFetch: typeof fetch = (input, init) => {
    const read = asRecordedRead(apiUrl, input, init);
    if (read === null && (init?.method ?? 'GET').toUpperCase() !== 'GET') forgetEarlyReads(view);
    if (!recording) return view.fetch(input, init);
    if (
      read !== null &&
      reads.length < MAX_READS &&
      !reads.some((known) => readKey(known) === readKey(read))
    ) {
      reads.push({ method: read.method, url: read.url, body: read.body, headers: read.headers });
    }
    const early = takeEarlyRead(view, apiUrl, input, init);
    if (early !== null) return early;
    // Not sent early (yet): index.html's script, if still sending, need not send it any more.
    const asked = (view as unknown as Record<string, unknown>)[ASKED_READS_GLOBAL];
    if (read !== null && Array.isArray(asked)) asked.push(readKey(read));
    return view.fetch(input, init);
  };
  return {
    fetch: portalFetch,
    save(storage, { path, userId, manifest }) {
      if (!recording) return;
      end();
      const base = manifest === null ? null : new URL('.', manifest).href;
      const fetched =
        typeof view.performance?.getEntriesByType === 'function'
          ? view.performance.getEntriesByType('resource')
          : [];
      const scripts =
        base === null
          ? []
          : [
              ...new Set(
                fetched
                  .map((entry) => entry.name)
                  .filter(
                    (name) => name.startsWith(base) && new URL(name).pathname.endsWith('.js'),
                  ),
              ),
            ].slice(0, MAX_FILES);
      const record: StartUp = {
        path,
        userId,
        savedAt: Date.now(),
        api: restApi(apiUrl),
        manifests: manifest === null ? [] : [manifest],
        scripts,
        reads,
      };
      try {
        storage.setItem(startUpKey(path), JSON.stringify(record));
      } catch {
        // A full or refused storage only loses the head start.
      }
    },
    stop: end,
  };
}

/** Forgets every start kept: the session ended. */
export function forgetStartUps(storage: Storage): void {
  try {
    const keys: string[] = [];
    for (let index = 0; index < storage.length; index += 1) {
      const key = storage.key(index);
      if (key?.startsWith(`${START_UP_KEY}:`)) keys.push(key);
    }
    keys.forEach((key) => storage.removeItem(key));
  } catch {
    // Nothing of ours can be read, so nothing to forget.
  }
}
