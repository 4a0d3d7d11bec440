import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { PRERENDERED_ATTRIBUTE, REPLACES_PRERENDERED_ATTRIBUTE } from './firstScreen';

// The script exactly as index.html inlines it, run in this page.
type Config = {
  prerenderedPaths: readonly string[];
  signInPath: string;
  areaPaths: readonly string[];
  lastAreaKey: string;
  prerenderedAttribute: string;
  replacesAttribute: string;
  readyMark: string;
};
type ReadStorage = () => Storage;
interface FirstScreen {
  hideReplacedPrerender(doc: Document, readStorage: ReadStorage, config: Config): void;
  chooseFirstScreen(doc: Document, readStorage: ReadStorage, config: Config): void;
  holdEarlySubmits(view: Window, config: Config, pollMs?: number): void;
}
new Function(readFileSync(join(__dirname, 'firstScreen.js'), 'utf8'))();
const { chooseFirstScreen, hideReplacedPrerender, holdEarlySubmits } = (
  window as unknown as { firstScreen: FirstScreen }
).firstScreen;

const CONFIG: Config = {
  prerenderedPaths: ['/signin', '/login'],
  signInPath: '/signin',
  areaPaths: ['/volunteer', '/organisation'],
  lastAreaKey: 'portal:last-area',
  prerenderedAttribute: PRERENDERED_ATTRIBUTE,
  replacesAttribute: REPLACES_PRERENDERED_ATTRIBUTE,
  readyMark: 'portal-ready',
};

const SCREEN = '<main><h2>Sign in</h2></main>';

function page(path: string) {
  window.history.replaceState(null, '', path);
  document.body.innerHTML =
    `<div id="root" data-prerendered="/signin">${SCREEN}</div>` +
    '<template id="boot-splash"><div class="boot-splash">Connecting volunteers with purpose.</div></template>' +
    '<template id="area-skeleton"><div class="area-skeleton">Connecting volunteers with purpose.</div></template>' +
    '<template id="signed-in-preloads"><link rel="preload" as="script" href="/signed-in-supabase.js"></template>';
  document.head.innerHTML = '';
  return document.getElementById('root') as HTMLElement;
}

const choose = () => chooseFirstScreen(document, () => localStorage, CONFIG);

const preloaded = () =>
  [...document.head.querySelectorAll('link[rel="preload"]')].map((link) =>
    link.getAttribute('href'),
  );

afterEach(() => localStorage.clear());

describe('chooseFirstScreen', () => {
  it('keeps the pre-rendered sign-in screen for a signed-out visitor and sends / to /signin', () => {
    const root = page('/?from=mail#top');
    choose();
    expect(root.innerHTML).toBe(SCREEN);
    expect(root.hasAttribute('data-prerendered')).toBe(true);
    expect(`${location.pathname}${location.search}${location.hash}`).toBe('/signin?from=mail#top');
    expect(preloaded()).toEqual([]);
  });

  it('keeps it on /login too', () => {
    const root = page('/login');
    choose();
    expect(root.innerHTML).toBe(SCREEN);
  });

  it('shows the splash instead when a Supabase session is stored, and leaves / to the router', () => {
    localStorage.setItem('sb-127-auth-token', '{"access_token":"x"}');
    const root = page('/');
    choose();
    expect(root.textContent).toBe('Connecting volunteers with purpose.');
    expect(root.hasAttribute('data-prerendered')).toBe(false);
    expect(location.pathname).toBe('/');
  });

  it("paints a returning user's role area in outline and preloads the signed-in start-up", () => {
    localStorage.setItem('sb-127-auth-token', '{"access_token":"x"}');
    const root = page('/organisation/mytasks');
    choose();
    expect(root.querySelector('.area-skeleton')).not.toBeNull();
    expect(root.querySelector('.boot-splash')).toBeNull();
    expect(preloaded()).toEqual(['/signed-in-supabase.js']);
  });

  it('paints the outline at / too when the returning user last had an area open', () => {
    localStorage.setItem('sb-127-auth-token', '{"access_token":"x"}');
    localStorage.setItem('portal:last-area', 'volunteer');
    const root = page('/');
    choose();
    expect(root.querySelector('.area-skeleton')).not.toBeNull();
    expect(location.pathname).toBe('/');
  });

  it('preloads supabase-js too for a signed-out visitor off the pre-rendered paths', () => {
    // Start-up checks the session at once there, as for a returning user.
    const root = page('/volunteer/signup');
    choose();
    expect(root.querySelector('.boot-splash')).not.toBeNull();
    expect(preloaded()).toEqual(['/signed-in-supabase.js']);
  });

  it('shows the splash on a path that was not pre-rendered', () => {
    localStorage.setItem('unrelated', '1');
    const root = page('/volunteer/signup');
    choose();
    expect(root.querySelector('.boot-splash')).not.toBeNull();
    expect(root.hasAttribute('data-prerendered')).toBe(false);
  });

  it.each([
    '/#access_token=abc&expires_in=3600&refresh_token=def&token_type=bearer&type=signup',
    '/#error=access_denied&error_code=otp_expired&error_description=Email+link+is+invalid+or+has+expired',
  ])('shows the splash and leaves / to the router when a mailed link lands on %s', (url) => {
    const root = page(url);
    choose();
    expect(root.querySelector('.boot-splash')).not.toBeNull();
    expect(root.hasAttribute('data-prerendered')).toBe(false);
    expect(location.pathname).toBe('/');
    expect(location.hash).toBe(url.slice(1));
  });

  it('shows the splash when storage cannot be read', () => {
    const root = page('/signin');
    chooseFirstScreen(
      document,
      () => {
        throw new Error('SecurityError');
      },
      CONFIG,
    );
    expect(root.querySelector('.boot-splash')).not.toBeNull();
  });
});

describe("hideReplacedPrerender (index.html's head, before the body is parsed)", () => {
  const marked = (path: string) => {
    window.history.replaceState(null, '', path);
    document.documentElement.removeAttribute(REPLACES_PRERENDERED_ATTRIBUTE);
    hideReplacedPrerender(document, () => localStorage, CONFIG);
    return document.documentElement.hasAttribute(REPLACES_PRERENDERED_ATTRIBUTE);
  };
  afterEach(() => document.documentElement.removeAttribute(REPLACES_PRERENDERED_ATTRIBUTE));

  it('leaves the sign-in screen to a signed-out visitor at /, /signin and /login', () => {
    expect([marked('/'), marked('/signin'), marked('/login')]).toEqual([false, false, false]);
  });

  it('hides it from a visitor with a stored session, wherever they arrive', () => {
    localStorage.setItem('sb-127-auth-token', '{"access_token":"x"}');
    expect([marked('/'), marked('/signin'), marked('/organisation/home')]).toEqual([
      true,
      true,
      true,
    ]);
  });

  it('hides it from one arriving from a mailed link, and at any other path', () => {
    expect(marked('/#access_token=abc&type=signup')).toBe(true);
    expect(marked('/volunteer/signup')).toBe(true);
  });

  it('hides it while storage cannot be read (supabase-js decides, behind the splash)', () => {
    window.history.replaceState(null, '', '/signin');
    hideReplacedPrerender(
      document,
      () => {
        throw new Error('SecurityError');
      },
      CONFIG,
    );
    expect(document.documentElement.hasAttribute(REPLACES_PRERENDERED_ATTRIBUTE)).toBe(true);
  });
});

describe('holdEarlySubmits (a form sent before React has taken the pre-rendered screen over)', () => {
  let markCount = 0;
  let mark = '';
  let sent: { email: string; submitter: string | null }[] = [];
  let handled: (event: Event) => void = () => {};

  /** The pre-rendered sign-in form with its submit button, as index.html has it. */
  function signInPage(prerendered = true) {
    document.body.innerHTML =
      `<div id="root"${prerendered ? ' data-prerendered="/signin"' : ''}>` +
      '<form method="post"><input name="email" value="volunteer@demo.local">' +
      '<button type="submit" name="go">Sign in</button></form></div>';
    markCount += 1;
    mark = `test-ready-${markCount}`;
    holdEarlySubmits(window, { ...CONFIG, readyMark: mark }, 5);
    return document.querySelector('form') as HTMLFormElement;
  }

  /** What React does once it has the form: handles every submit and prevents the browser's. */
  function reactTakesOver() {
    handled = (event: Event) => {
      event.preventDefault();
      const form = event.target as HTMLFormElement;
      const field = form.elements.namedItem('email') as HTMLInputElement;
      sent.push({
        email: field.value,
        submitter: (event as SubmitEvent).submitter?.getAttribute('name') ?? null,
      });
    };
    document.getElementById('root')?.addEventListener('submit', handled);
    performance.mark(mark);
  }

  const tick = () => new Promise((resolve) => setTimeout(resolve, 30));

  // jsdom's Performance has no marks: the browser's, as far as they are used here.
  const marks = new Set<string>();
  beforeAll(() => {
    Object.assign(performance, {
      mark: (name: string) => void marks.add(name),
      getEntriesByName: (name: string) => (marks.has(name) ? [{ name }] : []),
    });
  });
  beforeEach(() => {
    sent = [];
  });
  afterEach(() => {
    document.getElementById('root')?.removeEventListener('submit', handled);
  });

  it('holds a submit made before React is in, and sends it again, with its button, once React is', async () => {
    const form = signInPage();
    const click = new MouseEvent('click', { bubbles: true, cancelable: true });
    // The browser's own submission would follow a submit nobody prevented.
    let prevented = false;
    window.addEventListener('submit', (event) => (prevented = event.defaultPrevented), {
      once: true,
    });
    form.querySelector('button')?.dispatchEvent(click);
    expect(prevented).toBe(true);
    await tick();
    expect(sent).toEqual([]);

    (form.elements.namedItem('email') as HTMLInputElement).value = 'changed@demo.local';
    reactTakesOver();
    await tick();
    expect(sent).toEqual([{ email: 'changed@demo.local', submitter: 'go' }]);
  });

  it('sends one submission however often the button was pressed meanwhile', async () => {
    const form = signInPage();
    form.requestSubmit();
    form.requestSubmit();
    form.requestSubmit();
    reactTakesOver();
    await tick();
    expect(sent).toHaveLength(1);
  });

  it('leaves a submit React handled alone, and holds nothing once React is in', async () => {
    const form = signInPage();
    reactTakesOver();
    form.requestSubmit();
    await tick();
    expect(sent).toHaveLength(1);
  });

  it('drops a held submission whose form is gone by the time React is in', async () => {
    const form = signInPage();
    form.requestSubmit();
    form.remove();
    reactTakesOver();
    await tick();
    expect(sent).toEqual([]);
  });

  it('does nothing where the pre-rendered screen was not kept', () => {
    const form = signInPage(false);
    let prevented = true;
    window.addEventListener('submit', (event) => (prevented = event.defaultPrevented), {
      once: true,
    });
    form.dispatchEvent(new Event('submit', { bubbles: true, cancelable: true }));
    expect(prevented).toBe(false);
  });
});
