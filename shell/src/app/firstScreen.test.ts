import {
  chooseFirstScreen,
  findArrivingSession,
  hideReplacedPrerender,
  REPLACES_PRERENDERED_ATTRIBUTE,
} from './firstScreen';

const SCREEN = '<main><h2>Sign in</h2></main>';

function page(path: string) {
  window.history.replaceState(null, '', path);
  document.body.innerHTML =
    `<div id="root" data-prerendered="/signin">${SCREEN}</div>` +
    '<template id="boot-splash"><div class="boot-splash">Connecting volunteers with purpose.</div></template>' +
    '<template id="area-skeleton"><div class="area-skeleton">Connecting volunteers with purpose.</div></template>' +
    '<template id="startup-preloads"><link rel="preload" as="script" href="/react-dom.js"></template>' +
    '<template id="signed-in-preloads"><link rel="preload" as="script" href="/signed-in-supabase.js"></template>';
  document.head.innerHTML = '';
  return document.getElementById('root') as HTMLElement;
}

const choose = () =>
  chooseFirstScreen(
    document,
    () => localStorage,
    findArrivingSession,
    ['/signin', '/login'],
    '/signin',
    ['/volunteer', '/organisation'],
    'portal:last-area',
  );

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
    expect(preloaded()).toEqual(['/react-dom.js']);
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

  it("paints a returning user's role area in outline and preloads the start-up, the signed-in one too", () => {
    localStorage.setItem('sb-127-auth-token', '{"access_token":"x"}');
    const root = page('/organisation/mytasks');
    choose();
    expect(root.querySelector('.area-skeleton')).not.toBeNull();
    expect(root.querySelector('.boot-splash')).toBeNull();
    expect(preloaded()).toEqual(['/react-dom.js', '/signed-in-supabase.js']);
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
    expect(preloaded()).toEqual(['/react-dom.js', '/signed-in-supabase.js']);
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
      findArrivingSession,
      ['/signin'],
      '/signin',
    );
    expect(root.querySelector('.boot-splash')).not.toBeNull();
  });
});

describe("hideReplacedPrerender (index.html's head, before the body is parsed)", () => {
  const marked = (path: string) => {
    window.history.replaceState(null, '', path);
    document.documentElement.removeAttribute(REPLACES_PRERENDERED_ATTRIBUTE);
    hideReplacedPrerender(
      document,
      () => localStorage,
      ['/signin', '/login'],
      REPLACES_PRERENDERED_ATTRIBUTE,
      findArrivingSession,
    );
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
      ['/signin'],
      REPLACES_PRERENDERED_ATTRIBUTE,
      findArrivingSession,
    );
    expect(document.documentElement.hasAttribute(REPLACES_PRERENDERED_ATTRIBUTE)).toBe(true);
  });
});
