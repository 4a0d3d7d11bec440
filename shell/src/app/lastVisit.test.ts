import { GLOBAL_STYLE_ATTRIBUTE } from 'shared-ui';
import { chooseFirstScreen, findArrivingSession } from './firstScreen';
import { START_UP_REPLAY } from './startUpReplay';
import {
  LAST_VISIT_FOLDS,
  LAST_VISIT_KEY,
  LAST_VISIT_MAX_AGE_MS,
  LAST_VISIT_MAX_CHARS,
  LAST_VISIT_PAINT,
  LAST_VISIT_QUIET_MS,
  LAST_VISIT_REVEAL_AFTER_MS,
  LAST_VISIT_SCREENS,
  captureLastVisit,
  forgetLastVisits,
  keepLastVisits,
  lastVisitKey,
  revealWhenLive,
  saveLastVisit,
  untilCopyPainted,
  type LastVisit,
} from './lastVisit';

const SESSION_KEY = 'sb-127-auth-token';
const ANA = 'a1a1a1a1-0000-4000-8000-000000000001';
const BEN = 'b2b2b2b2-0000-4000-8000-000000000002';

const HOME = `<div class="frame"><nav id="tabs"><a href="/volunteer/home">Home</a></nav><main><h1 id="title">Home</h1><ul><li><article class="card">Beach clean-up</article></li></ul></main></div>`;

function styled(css: string): void {
  const style = document.createElement('style');
  style.setAttribute('data-styled', 'active');
  style.textContent = css;
  document.head.appendChild(style);
}

function visit(overrides: Partial<LastVisit> = {}): LastVisit {
  return {
    path: '/volunteer/home',
    userId: ANA,
    savedAt: Date.now(),
    html: HOME,
    css: '.card{color:red}',
    ...overrides,
  };
}

/** index.html as the build writes it, at `path`, with #root holding the splash. */
function page(path: string): HTMLElement {
  window.history.replaceState(null, '', path);
  document.body.innerHTML =
    '<div id="root"><div class="boot-splash">Connecting volunteers with purpose.</div></div>' +
    '<template id="boot-splash"><div class="boot-splash">Connecting volunteers with purpose.</div></template>' +
    '<template id="area-skeleton"><div class="area-skeleton" role="status" aria-busy="true"></div></template>';
  return document.getElementById('root') as HTMLElement;
}

/**
 * Runs the first-screen script (with `afterPaint` for the wait for the first paint, if given);
 * returns the closed shadow root it painted the copy in, if any.
 */
function firstScreen(
  afterPaint: Parameters<typeof chooseFirstScreen>[8] = null,
  replay: Parameters<typeof chooseFirstScreen>[10] = null,
): ShadowRoot | undefined {
  const attach = jest.spyOn(HTMLElement.prototype, 'attachShadow');
  try {
    chooseFirstScreen(
      document,
      () => localStorage,
      findArrivingSession,
      ['/signin'],
      '/signin',
      ['/volunteer', '/organisation'],
      'portal:last-area',
      LAST_VISIT_PAINT,
      afterPaint,
      replay === null ? null : START_UP_REPLAY,
      replay,
    );
    return attach.mock.results[0]?.value as ShadowRoot | undefined;
  } finally {
    attach.mockRestore();
  }
}

function signedInAs(userId: string): void {
  localStorage.setItem(SESSION_KEY, JSON.stringify({ access_token: 'x', user: { id: userId } }));
}

afterEach(() => {
  localStorage.clear();
  document.head.innerHTML = '';
  document.body.innerHTML = '';
  jest.useRealTimers();
});

describe('keeping a copy of the screen a user leaves', () => {
  it('copies a settled screen with only the rules its classes use', () => {
    const root = page('/volunteer/home');
    root.innerHTML = HOME;
    styled(
      ':root{--color-text:#111}body{margin:0}.card{color:red}.unused{color:blue}' +
        '@media (min-width: 768px){.card{padding:4px}.unused{padding:8px}}',
    );
    const copy = captureLastVisit(document, root, {
      path: '/volunteer/home',
      userId: ANA,
      savedAt: 1,
    });
    expect(copy?.html).toContain('Beach clean-up');
    expect(copy?.html).toContain('<h1 id="title">Home</h1>');
    expect(copy?.css).toContain(':host{--color-text: #111;}');
    expect(copy?.css).toContain(':host{margin: 0;}');
    expect(copy?.css).toContain('.card{color: red;}');
    expect(copy?.css).toContain('@media (min-width: 768px){.card{padding: 4px;}}');
    expect(copy?.css).not.toContain('unused');
  });

  it("keeps the page's base styles (shared-ui's GlobalStyle) ahead of the components' rules", () => {
    const root = page('/volunteer/home');
    root.innerHTML = HOME;
    styled('.card{color:red}');
    const base = document.createElement('style');
    base.setAttribute(GLOBAL_STYLE_ATTRIBUTE, '');
    base.textContent = ':root{--color-text:#222}h1{margin:0}';
    document.head.prepend(base);
    const copy = captureLastVisit(document, root, {
      path: '/volunteer/home',
      userId: ANA,
      savedAt: 1,
    });
    expect(copy?.css).toBe(':host{--color-text: #222;}h1{margin: 0;}.card{color: red;}');
  });

  it('leaves out the list items more than two window heights down the screen', () => {
    const root = page('/volunteer/home');
    // Each card lists its volunteers, the last ones far down a tall card.
    const cards = Array.from(
      { length: 10 },
      (_, index) =>
        `<li><article>Shift ${index}<ul class="people"><li>Ana ${index}</li><li>Ben ${index}</li></ul></article></li>`,
    );
    root.innerHTML = `<nav><ul><li>Home</li></ul></nav><main><h1>Home</h1><ul>${cards.join('')}</ul></main>`;
    // jsdom lays nothing out: the screen scrolled 1000 px down, its main landmark starting 80 px
    // below the top of the page, and each card 400 px tall.
    const scrolled = 1000;
    const mainTop = 80 - scrolled;
    const top = (element: Element): number => {
      if (element.closest('main') === null || element.tagName === 'MAIN') return mainTop;
      const card = element.closest('main > ul > li') as Element;
      const index = Array.from(card.parentElement?.children ?? []).indexOf(card);
      // A volunteer of a card: 1000 px further down than the card's top.
      const person = element.closest('.people li') === null ? 0 : 1000;
      return mainTop + 60 + index * 400 + person;
    };
    const rect = jest
      .spyOn(Element.prototype, 'getBoundingClientRect')
      .mockImplementation(function (this: Element) {
        return { top: top(this) } as DOMRect;
      });
    try {
      const copy = captureLastVisit(document, root, {
        path: '/volunteer/home',
        userId: ANA,
        savedAt: 1,
      });
      const limit = LAST_VISIT_FOLDS * window.innerHeight;
      const kept = cards.filter((_, index) => 60 + index * 400 <= limit).length;
      expect(kept).toBeGreaterThan(1);
      expect(kept).toBeLessThan(cards.length);
      for (let index = 0; index < cards.length; index += 1) {
        if (index < kept) {
          expect(copy?.html).toContain(`Shift ${index}<`);
          // A card that stays keeps its whole list, however far down its items reach.
          expect(copy?.html).toContain(`<li>Ana ${index}</li><li>Ben ${index}</li>`);
        } else {
          expect(copy?.html).not.toContain(`Shift ${index}<`);
        }
      }
      // What is not in the main landmark stays whole.
      expect(copy?.html).toContain('<nav><ul><li>Home</li></ul></nav>');
    } finally {
      rect.mockRestore();
    }
  });

  it.each([
    ['loading', '<main><div role="status" aria-busy="true"></div></main>'],
    ['showing an error', '<main><p role="alert">Tasks could not be loaded.</p></main>'],
    ['showing a spinner', '<main><div role="status" data-pending="">Loading task...</div></main>'],
    [
      'waiting for a section with no room yet',
      '<main><h1>Beach clean-up</h1><span data-pending="" hidden></span></main>',
    ],
  ])('keeps nothing while the screen is %s', (_state, html) => {
    const root = page('/volunteer/home');
    root.innerHTML = html;
    expect(
      captureLastVisit(document, root, { path: '/volunteer/home', userId: ANA, savedAt: 1 }),
    ).toBeNull();
  });

  it('keeps the options chosen in lists and switches, but not typed text', () => {
    const root = page('/volunteer/home');
    // React writes a controlled field's value into its attribute, and a text area's into its text.
    root.innerHTML =
      '<main><select aria-label="Sort by"><option>For You</option><option>Earliest Tasks First</option></select>' +
      '<input type="checkbox" aria-label="Open only"><input type="search" aria-label="Search" value="beach">' +
      '<textarea aria-label="Bio">beach lover</textarea></main>';
    (root.querySelector('select') as HTMLSelectElement).value = 'Earliest Tasks First';
    (root.querySelector('[type="checkbox"]') as HTMLInputElement).checked = true;
    const copy = captureLastVisit(document, root, {
      path: '/volunteer/home',
      userId: ANA,
      savedAt: 1,
    });
    const painted = document.createElement('div');
    painted.innerHTML = copy?.html ?? '';
    expect((painted.querySelector('select') as HTMLSelectElement).value).toBe(
      'Earliest Tasks First',
    );
    expect((painted.querySelector('[type="checkbox"]') as HTMLInputElement).checked).toBe(true);
    expect(copy?.html).not.toContain('beach');
  });

  it('keeps no screen with a password field, and leaves out what is marked as not to be copied', () => {
    const root = page('/volunteer/edit-profile');
    const about = { path: '/volunteer/edit-profile', userId: ANA, savedAt: 1 };
    root.innerHTML =
      '<main><h1>Edit profile</h1><input type="password" aria-label="New password"></main>';
    expect(captureLastVisit(document, root, about)).toBeNull();
    root.innerHTML =
      '<main><h1>Profile</h1><section data-no-copy=""><a href="webcal://feed/secret">Calendar</a></section></main>';
    expect(captureLastVisit(document, root, about)?.html).not.toContain('secret');
  });

  it('leaves out what is open over the screen', () => {
    const root = page('/volunteer/home');
    root.innerHTML =
      `${HOME}<div role="dialog"><p>Are you sure you want to log out?</p></div>` +
      '<div class="Toastify"><div role="alert">You applied for Beach clean-up.</div></div>';
    const copy = captureLastVisit(document, root, {
      path: '/volunteer/home',
      userId: ANA,
      savedAt: 1,
    });
    expect(copy?.html).not.toContain('log out');
    expect(copy?.html).not.toContain('You applied');
    expect(copy?.html).toContain('Beach clean-up');
  });

  const kept = () =>
    Object.keys(localStorage)
      .filter((key) => key.startsWith(`${LAST_VISIT_KEY}:`))
      .map((key) => JSON.parse(localStorage.getItem(key) ?? '{}') as LastVisit)
      .sort((a, b) => b.savedAt - a.savedAt);

  it('keeps the most recent screens of one user, one copy per path', () => {
    let now = 1_000;
    saveLastVisit(localStorage, visit({ path: '/volunteer/home', userId: BEN, savedAt: now }));
    for (let index = 0; index <= LAST_VISIT_SCREENS; index += 1) {
      now += 1;
      saveLastVisit(localStorage, visit({ path: `/volunteer/tasks/${index}`, savedAt: now }));
    }
    saveLastVisit(
      localStorage,
      visit({ path: '/volunteer/tasks/2', html: '<main>newer</main>', savedAt: now + 1 }),
    );
    expect(kept().map((screen) => screen.path)).toEqual([
      '/volunteer/tasks/2',
      '/volunteer/tasks/4',
      '/volunteer/tasks/3',
      '/volunteer/tasks/1',
    ]);
    expect(kept()[0]?.html).toBe('<main>newer</main>');
    expect(kept().every((screen) => screen.userId === ANA)).toBe(true);
  });

  it('makes room in a full storage by dropping the oldest copies, and forgets them all on request', () => {
    saveLastVisit(localStorage, visit({ path: '/volunteer/opportunities', savedAt: 1 }));
    saveLastVisit(localStorage, visit({ path: '/volunteer/rewards', savedAt: 2 }));
    const setItem = jest.spyOn(Storage.prototype, 'setItem').mockImplementation(function (
      this: Storage,
      key: string,
      value: string,
    ) {
      if (this.length > 1) throw new DOMException('full', 'QuotaExceededError');
      setItem.mockRestore();
      this.setItem(key, value);
    });
    saveLastVisit(localStorage, visit({ savedAt: 3 }));
    expect(kept().map((screen) => screen.path)).toEqual(['/volunteer/home', '/volunteer/rewards']);
    localStorage.setItem('portal:last-area', 'volunteer');
    forgetLastVisits(localStorage);
    expect(kept()).toEqual([]);
    expect(localStorage.getItem('portal:last-area')).toBe('volunteer');
  });

  it('keeps no copy too large to paint quickly, nor the older one of that path', () => {
    saveLastVisit(localStorage, visit());
    saveLastVisit(
      localStorage,
      visit({ html: `<main>${'x'.repeat(LAST_VISIT_MAX_CHARS)}</main>` }),
    );
    expect(localStorage.getItem(lastVisitKey('/volunteer/home'))).toBeNull();
  });
});

describe('keeping copies while the user goes about the area', () => {
  const stored = (path: string) =>
    JSON.parse(localStorage.getItem(lastVisitKey(path)) ?? 'null') as LastVisit | null;

  it('keeps each screen once it has been quiet a moment, and again only when it changed', async () => {
    jest.useFakeTimers();
    const root = page('/volunteer/home');
    let owner: { path: string; userId: string } | null = { path: '/volunteer/home', userId: ANA };
    const { stop } = keepLastVisits(document, root, localStorage, () => owner);
    const setItem = jest.spyOn(Storage.prototype, 'setItem');
    try {
      root.innerHTML = HOME;
      await Promise.resolve();
      jest.advanceTimersByTime(LAST_VISIT_QUIET_MS - 1);
      expect(stored('/volunteer/home')).toBeNull();
      jest.advanceTimersByTime(1);
      expect(stored('/volunteer/home')?.html).toContain('Beach clean-up');

      // The same screen again (a re-render that changed nothing): nothing is written.
      setItem.mockClear();
      root.setAttribute('data-x', '1');
      root.innerHTML = HOME;
      await Promise.resolve();
      jest.advanceTimersByTime(LAST_VISIT_QUIET_MS);
      expect(setItem).not.toHaveBeenCalled();

      // On to another screen; while a navigation is under way nothing is kept.
      owner = null;
      root.innerHTML = '<main><h1>My Tasks</h1></main>';
      await Promise.resolve();
      jest.advanceTimersByTime(LAST_VISIT_QUIET_MS);
      expect(setItem).not.toHaveBeenCalled();
      owner = { path: '/volunteer/tasks', userId: ANA };
      root.innerHTML = '<main><h1>My Tasks</h1><p>Nothing yet.</p></main>';
      await Promise.resolve();
      jest.advanceTimersByTime(LAST_VISIT_QUIET_MS);
      expect(stored('/volunteer/tasks')?.html).toContain('Nothing yet.');
      expect(stored('/volunteer/home')?.html).toContain('Beach clean-up');
    } finally {
      setItem.mockRestore();
      stop();
    }
  });

  it('copies, describes and writes the screen in idle moments of their own, and writes none once the session ended', async () => {
    jest.useFakeTimers();
    const idle: (() => void)[] = [];
    Object.defineProperty(window, 'requestIdleCallback', {
      configurable: true,
      value: (then: () => void) => idle.push(then),
    });
    const root = page('/volunteer/home');
    const { stop, forget } = keepLastVisits(document, root, localStorage, () => ({
      path: '/volunteer/home',
      userId: ANA,
    }));
    const setItem = jest.spyOn(Storage.prototype, 'setItem');
    try {
      root.innerHTML = HOME;
      await Promise.resolve();
      jest.advanceTimersByTime(LAST_VISIT_QUIET_MS);
      // Copied, described, written: three idle moments, one at a time.
      for (let step = 0; step < 2; step += 1) {
        expect(idle).toHaveLength(1);
        idle.shift()?.();
        expect(setItem).not.toHaveBeenCalled();
      }
      idle.shift()?.();
      expect(stored('/volunteer/home')?.html).toContain('Beach clean-up');
      expect(idle).toHaveLength(0);

      // The next copy is made, then the session ends before its idle moment to be written.
      root.innerHTML = HOME.replace('Beach clean-up', 'Park clean-up');
      await Promise.resolve();
      jest.advanceTimersByTime(LAST_VISIT_QUIET_MS);
      idle.shift()?.();
      idle.shift()?.();
      forget();
      setItem.mockClear();
      idle.shift()?.();
      expect(setItem).not.toHaveBeenCalled();
      expect(stored('/volunteer/home')).toBeNull();
    } finally {
      setItem.mockRestore();
      stop();
      delete (window as unknown as Record<string, unknown>).requestIdleCallback;
    }
  });

  it('keeps the screen at once when the page is hidden', async () => {
    jest.useFakeTimers();
    const root = page('/volunteer/home');
    const { stop } = keepLastVisits(document, root, localStorage, () => ({
      path: '/volunteer/home',
      userId: ANA,
    }));
    const visibility = jest.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
    try {
      root.innerHTML = HOME;
      await Promise.resolve();
      document.dispatchEvent(new Event('visibilitychange'));
      expect(stored('/volunteer/home')?.html).toContain('Beach clean-up');
    } finally {
      visibility.mockRestore();
      stop();
    }
  });
});

describe('painting the last visit before any script', () => {
  it('paints the copy of this path for the same user, inert, with the portal hidden behind it', () => {
    signedInAs(ANA);
    saveLastVisit(localStorage, visit());
    const root = page('/volunteer/home');
    const shadow = firstScreen();
    const layer = document.getElementById('last-visit');
    expect(layer?.querySelector('[role="status"]')?.textContent).toBe('Updating…');
    const copy = layer?.querySelector('[data-cards]');
    expect(copy?.getAttribute('aria-hidden')).toBe('true');
    expect(copy?.hasAttribute('inert')).toBe(true);
    expect(copy?.getAttribute('data-cards')).toBe('1');
    expect(shadow?.querySelector('article')?.textContent).toBe('Beach clean-up');
    expect(shadow?.querySelector('style')?.textContent).toBe('.card{color:red}');
    expect(root.hidden).toBe(true);
    // The portal still starts from the outline, behind the copy.
    expect(root.querySelector('.area-skeleton')).not.toBeNull();
  });

  /** Ana back on her Home, with its copy kept, and index.html's two templates of preloads. */
  function returningToHomeWithPreloads(): void {
    jest.useFakeTimers();
    signedInAs(ANA);
    saveLastVisit(localStorage, visit());
    page('/volunteer/home');
    document.body.insertAdjacentHTML(
      'beforeend',
      '<template id="startup-preloads"><link rel="preload" as="script" href="/react-dom.js"></template>' +
        '<template id="signed-in-preloads"><link rel="preload" as="script" href="/supabase.js"></template>',
    );
  }

  const preloaded = () =>
    [...document.head.querySelectorAll('link[rel="preload"]')].map((link) =>
      link.getAttribute('href'),
    );

  it("fetches the start-up's scripts once the copy is on screen, not before, one per task", () => {
    returningToHomeWithPreloads();
    const waits: [number, () => void][] = [];
    firstScreen((_view, maxWaitMs, then) => waits.push([maxWaitMs, then]));
    expect(document.getElementById('last-visit')).not.toBeNull();
    expect(preloaded()).toEqual([]);
    expect(waits.map(([maxWaitMs]) => maxWaitMs)).toEqual([LAST_VISIT_PAINT.paintWaitMs]);
    waits[0]?.[1]();
    expect(preloaded()).toEqual(['/react-dom.js']);
    jest.advanceTimersByTime(0);
    expect(preloaded()).toEqual(['/react-dom.js', '/supabase.js']);
  });

  it("sends the last start's reads before the start-up's scripts, and the role app's after them", () => {
    returningToHomeWithPreloads();
    const order: string[] = [];
    const link = (href: string) => {
      const element = document.createElement('link');
      element.rel = 'preload';
      element.href = href;
      document.head.appendChild(element);
    };
    const waits: (() => void)[] = [];
    firstScreen(
      (_view, _maxWaitMs, then) => waits.push(then),
      (_doc, _storage, _sessionKey, path, _replay, done, afterReads) => {
        order.push(`reads of ${path}`);
        afterReads?.(() => {
          link('/role-app.js');
          done?.();
        });
      },
    );
    waits[0]?.();
    expect(order).toEqual(['reads of /volunteer/home']);
    expect(preloaded()).toEqual(['/react-dom.js']);
    jest.runAllTimers();
    expect(preloaded()).toEqual(['/react-dom.js', '/supabase.js', '/role-app.js']);
  });

  it.each([
    ['another user', () => signedInAs(BEN), '/volunteer/home'],
    ['another path', () => signedInAs(ANA), '/volunteer/opportunities'],
    ['the same path with another query', () => signedInAs(ANA), '/volunteer/home?search=beach'],
    [
      'a copy older than a week',
      () => {
        signedInAs(ANA);
        saveLastVisit(
          localStorage,
          visit({ savedAt: Date.now() - LAST_VISIT_MAX_AGE_MS - 1, path: '/volunteer/home' }),
        );
      },
      '/volunteer/home',
    ],
    ['nobody signed in', () => undefined, '/volunteer/home'],
  ])('paints nothing for %s', (_, arrange, path) => {
    saveLastVisit(localStorage, visit({ path: '/volunteer/tasks/1' }));
    saveLastVisit(localStorage, visit());
    arrange();
    const root = page(path);
    firstScreen();
    expect(document.getElementById('last-visit')).toBeNull();
    expect(root.hidden).toBe(false);
  });

  it('paints nothing of a tampered copy that could run or load a document', () => {
    signedInAs(ANA);
    saveLastVisit(
      localStorage,
      visit({
        html:
          '<main><img src="/photo.png" onerror="window.ran=1"><script>window.ran=2</script>' +
          '<iframe srcdoc="<script>parent.ran=3</script>"></iframe><object data="/x.swf"></object>' +
          '<a href="javascript:alert(1)">Beach</a><a href="/volunteer/task/1">Task</a>' +
          '<svg><a href="data:text/html,x"><text>x</text></a><use href="#logo"></use></svg>' +
          '<meta http-equiv="refresh" content="0;url=https://elsewhere.example"></main>',
        css: '@import url(https://elsewhere.example/x.css);.card{color:red}',
      }),
    );
    page('/volunteer/home');
    const shadow = firstScreen();
    expect(shadow?.querySelector('script, iframe, object, meta')).toBeNull();
    const image = shadow?.querySelector('img');
    expect(image?.hasAttribute('onerror')).toBe(false);
    expect(image?.getAttribute('src')).toBe('/photo.png');
    expect(image?.getAttribute('fetchpriority')).toBe('low');
    const links = [...(shadow?.querySelectorAll('a') ?? [])].map((link) =>
      link.getAttribute('href'),
    );
    expect(links).toEqual([null, '/volunteer/task/1', null]);
    expect(shadow?.querySelector('use')?.getAttribute('href')).toBe('#logo');
    expect(shadow?.querySelector('style')?.textContent).toBe('.card{color:red}');
  });

  it('leaves an empty tile, not a broken-image icon, where a picture was dropped', () => {
    signedInAs(ANA);
    const logo =
      'data:image/svg+xml;base64,PHN2ZyB4bWxucz0iaHR0cDovL3d3dy53My5vcmcvMjAwMC9zdmciLz4=';
    saveLastVisit(
      localStorage,
      visit({
        html:
          `<main><span class="tile"><img alt="Greenway Landcare" src="${logo}"></span>` +
          '<span class="tile"><img alt="Ben" src="blob:https://elsewhere.example/1"></span>' +
          '<span class="tile"><img alt="Ana" src="/photo.png"></span></main>',
      }),
    );
    page('/volunteer/home');
    const shadow = firstScreen();
    const tiles = [...(shadow?.querySelectorAll('.tile') ?? [])];
    expect(tiles.map((tile) => tile.innerHTML)).toEqual([
      '',
      '',
      '<img alt="Ana" src="/photo.png" fetchpriority="low">',
    ]);
  });

  it('paints no copy when a mailed link brings a session in the address', () => {
    signedInAs(ANA);
    saveLastVisit(localStorage, visit());
    page('/volunteer/home#access_token=abc&type=signup');
    firstScreen();
    expect(document.getElementById('last-visit')).toBeNull();
  });

  it('takes the copy away by itself when start-up never gets far enough', () => {
    jest.useFakeTimers();
    signedInAs(ANA);
    saveLastVisit(localStorage, visit());
    let root = page('/volunteer/home');
    firstScreen();
    jest.advanceTimersByTime(LAST_VISIT_REVEAL_AFTER_MS);
    expect(document.getElementById('last-visit')).toBeNull();
    expect(root.hidden).toBe(false);

    root = page('/volunteer/home');
    firstScreen();
    const script = document.createElement('script');
    document.head.appendChild(script);
    script.dispatchEvent(new Event('error'));
    expect(document.getElementById('last-visit')).toBeNull();
    expect(root.hidden).toBe(false);
  });

  it('leaves the outline when the copy cannot be read', () => {
    signedInAs(ANA);
    localStorage.setItem(lastVisitKey('/volunteer/home'), '{not json');
    const root = page('/volunteer/home');
    firstScreen();
    expect(document.getElementById('last-visit')).toBeNull();
    expect(root.querySelector('.area-skeleton')).not.toBeNull();
  });
});

/** Ana's Home with her copy painted over it by index.html's script; returns #root. */
function painted(): HTMLElement {
  signedInAs(ANA);
  saveLastVisit(localStorage, visit());
  const root = page('/volunteer/home');
  firstScreen();
  return root;
}

/** Lets queued tasks (timers, observers, settled promises) run. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('the live screen taking the copy’s place', () => {
  it('keeps the copy while the live screen loads and swaps when it has its content', async () => {
    const root = painted();
    revealWhenLive(document, root);
    root.innerHTML = '<main><h1>Home</h1><div role="status" aria-busy="true"></div></main>';
    await settle();
    expect(document.getElementById('last-visit')).not.toBeNull();
    expect(root.hidden).toBe(true);
    root.querySelector('[aria-busy]')?.setAttribute('aria-busy', 'false');
    await settle();
    expect(document.getElementById('last-visit')).toBeNull();
    expect(root.hidden).toBe(false);
  });

  it('shows an error at once', async () => {
    const root = painted();
    revealWhenLive(document, root);
    root.innerHTML = '<div role="alert">This area could not be loaded.</div>';
    await settle();
    expect(document.getElementById('last-visit')).toBeNull();
    expect(root.hidden).toBe(false);
  });

  it('shows the live screen as it is when it takes too long', () => {
    jest.useFakeTimers();
    const root = painted();
    revealWhenLive(document, root);
    jest.advanceTimersByTime(LAST_VISIT_REVEAL_AFTER_MS);
    expect(document.getElementById('last-visit')).toBeNull();
    expect(root.hidden).toBe(false);
  });

  it('does nothing when no copy was painted', () => {
    const root = page('/volunteer/home');
    revealWhenLive(document, root)();
    expect(root.hidden).toBe(false);
  });
});

describe('start-up waits for the copy to be on screen', () => {
  type PaintCallback = (list: { getEntriesByName(name: string): unknown[] }) => void;
  const observers: PaintCallback[] = [];
  class BrowserPaintObserver {
    static supportedEntryTypes = ['paint', 'longtask'];
    constructor(callback: PaintCallback) {
      observers.push(callback);
    }
    observe(): void {}
    disconnect(): void {}
  }
  const paints = (name: string) => {
    for (const callback of observers) {
      callback({ getEntriesByName: (asked) => (asked === name ? [{ name }] : []) });
    }
  };
  const original = window.PerformanceObserver;
  afterEach(() => {
    observers.length = 0;
    Object.defineProperty(window, 'PerformanceObserver', { value: original, configurable: true });
  });
  const withPaintTiming = () =>
    Object.defineProperty(window, 'PerformanceObserver', {
      value: BrowserPaintObserver,
      configurable: true,
    });

  const state = (promise: Promise<void>) => {
    let done = false;
    void promise.then(() => {
      done = true;
    });
    return () => done;
  };

  it('goes on at once when no copy was painted', async () => {
    page('/volunteer/home');
    const done = state(untilCopyPainted(document));
    await settle();
    expect(done()).toBe(true);
  });

  it("goes on once the browser reports the copy's first contentful paint", async () => {
    withPaintTiming();
    painted();
    const done = state(untilCopyPainted(document));
    paints('first-paint');
    await settle();
    expect(done()).toBe(false);
    paints('first-contentful-paint');
    await settle();
    expect(done()).toBe(true);
  });

  it('goes on after a second even if the browser never reports a paint', async () => {
    withPaintTiming();
    painted();
    jest.useFakeTimers();
    const done = state(untilCopyPainted(document));
    jest.advanceTimersByTime(999);
    await Promise.resolve();
    expect(done()).toBe(false);
    jest.advanceTimersByTime(1);
    await Promise.resolve();
    expect(done()).toBe(true);
    jest.useRealTimers();
  });

  it.each([
    ['no performance observer', undefined],
    [
      'an observer without paint timing',
      class extends BrowserPaintObserver {
        static override supportedEntryTypes = ['longtask'];
      },
    ],
  ])('waits for the next frame where the browser has %s', async (_name, observer) => {
    Object.defineProperty(window, 'PerformanceObserver', {
      value: observer,
      configurable: true,
    });
    painted();
    const done = state(untilCopyPainted(document));
    await settle();
    expect(done()).toBe(false);
    await new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));
    expect(done()).toBe(true);
  });
});
