import type { LAST_VISIT_PAINT, LastVisit } from './lastVisit';
import type { START_UP_REPLAY, replayStartUp } from './startUpReplay';

/** The attribute the build puts on #root when it holds a pre-rendered screen React may hydrate. */
export const PRERENDERED_ATTRIBUTE = 'data-prerendered';

/** The `<template>` holding the splash painted while the portal starts without a pre-rendered screen. */
export const SPLASH_TEMPLATE_ID = 'boot-splash';

/**
 * The attribute index.html's head script puts on `<html>` when the visitor will not keep #root's
 * pre-rendered screen; the head's style hides that screen meanwhile (firstScreenHead).
 */
export const REPLACES_PRERENDERED_ATTRIBUTE = 'data-replaces-prerendered';

/** Who arrives: signed in or not, under which storage key, and whether through a mailed link. */
export interface ArrivingSession {
  signedIn: boolean;
  /** The storage key of the stored Supabase session ('' when there is none). */
  sessionKey: string;
  /** The URL's hash holds a session, or why there is none, from a mailed link. */
  fromMail: boolean;
  /**
   * The visitor keeps the sign-in screen pre-rendered into index.html: signed out, at one of the
   * pre-rendered paths or at `/`, which leads a signed-out visitor to the first of them (SPEC §2).
   */
  keepsPrerendered: boolean;
}

/**
 * Whether the visitor arrives signed in. A stored Supabase session (supabase-js keeps it under
 * `sb-<project>-auth-token`) says so, and so does a mailed link (sign-up confirmation, password
 * reset) landing with the session, or why there is none, in the URL's hash: supabase-js must read
 * it at once. Storage that cannot be read counts as signed in: supabase-js decides, and the splash
 * covers the wait. It uses nothing from outside, so index.html's scripts get its source.
 */
export function findArrivingSession(
  readStorage: () => Storage,
  { pathname, hash }: Pick<Location, 'pathname' | 'hash'>,
  prerenderedPaths: readonly string[],
): ArrivingSession {
  let signedIn = true;
  let sessionKey = '';
  try {
    const storage = readStorage();
    signedIn = false;
    for (let index = 0; index < storage.length; index += 1) {
      const key = storage.key(index) ?? '';
      if (/^sb-.+-auth-token$/.test(key)) {
        signedIn = true;
        sessionKey = key;
      }
    }
  } catch {
    // Left to supabase-js.
  }
  const fromMail = /(^#|&)(access_token|error_description)=/.test(hash);
  const arrivesSignedIn = signedIn || fromMail;
  const keepsPrerendered =
    !arrivesSignedIn && (pathname === '/' || prerenderedPaths.includes(pathname));
  return { signedIn: arrivesSignedIn, sessionKey, fromMail, keepsPrerendered };
}

/**
 * Runs in index.html's `<head>`, before any of the body is parsed: marks the document
 * (`REPLACES_PRERENDERED_ATTRIBUTE`) when the visitor will not keep the pre-rendered sign-in screen
 * (signed in, or at a path other than the pre-rendered ones and `/`, which leads a signed-out
 * visitor to the first of them), so it is hidden from the first frame. chooseFirstScreen, placed
 * after #root, replaces it; the browser may paint the part of the page parsed so far before that
 * script has arrived or run (a signed-in visitor saw the sign-in form so, in CI's e2e).
 */
export function hideReplacedPrerender(
  doc: Document,
  readStorage: () => Storage,
  prerenderedPaths: readonly string[],
  attribute: string,
  findSession: typeof findArrivingSession,
): void {
  if (!findSession(readStorage, doc.location, prerenderedPaths).keepsPrerendered) {
    doc.documentElement.setAttribute(attribute, '');
  }
}

/**
 * Decides, before the first paint, whether the visitor keeps the sign-in screen pre-rendered into
 * index.html or gets the splash while the portal starts. A stored Supabase session (supabase-js keeps
 * it under `sb-<project>-auth-token`) or a path other than the pre-rendered ones means the screen
 * would be wrong, so the splash replaces it; so does a session arriving in the URL's hash from a
 * mailed link. A signed-out `/` is sent on to the sign-in path here (SPEC §2), so the router
 * starts where the pre-rendered screen already is.
 *
 * Every visitor gets the start-up's preloads (`<template id="startup-preloads">`, written by
 * scripts/webpack/preloadSharedPlugin.cjs), and one who does not keep the pre-rendered screen those
 * of the signed-in start-up too (`<template id="signed-in-preloads">`): start-up then checks the
 * session as soon as its libraries have run, so supabase-js downloads beside main.js, not after it. A visitor with a stored session opening a role area (`areaPaths`, or `/`
 * when `lastAreaKey` says which area they last had open) gets the area's screen in outline
 * (`<template id="area-skeleton">`) instead of the splash.
 *
 * If the shell kept a copy of this very screen (path and query) for that user (lastVisit.ts), the
 * copy is painted over the outline, and #root, where the portal starts, stays hidden until the
 * live screen replaces the copy; or, should start-up never get that far (a script that fails to
 * load), until `revealAfterMs` has passed or a script has failed to load. The preloads then wait
 * until the copy is on screen (`afterPaint`).
 *
 * The build inlines this function's source into index.html, so it must use nothing from outside.
 */
export function chooseFirstScreen(
  doc: Document,
  readStorage: () => Storage,
  // Passed in rather than imported, so the inlined source has it (firstScreenScript).
  findSession: typeof findArrivingSession,
  prerenderedPaths: readonly string[],
  signInPath: string,
  areaPaths: readonly string[] = [],
  lastAreaKey: string | null = null,
  // Types only: nothing of lastVisit.ts reaches the inlined source.
  lastVisit: typeof LAST_VISIT_PAINT | null = null,
  // Passed in rather than imported, so the inlined source has it (firstScreenScript).
  afterPaint: typeof afterFirstPaint | null = null,
  startUp: typeof START_UP_REPLAY | null = null,
  replay: typeof replayStartUp | null = null,
): void {
  const root = doc.getElementById('root');
  const splash = doc.getElementById('boot-splash');
  const view = doc.defaultView;
  if (root === null || view === null || !(splash instanceof view.HTMLTemplateElement)) return;
  const { location, history } = view;
  // After a mailed link the router decides where it leads.
  const { signedIn, sessionKey, fromMail, keepsPrerendered } = findSession(
    readStorage,
    location,
    prerenderedPaths,
  );
  // Adds the links of the templates `ids` to the head, then runs `then`. Behind a painted copy they
  // go in one per task (`inTurns`): each costs the main thread a few milliseconds (about 18 ms at
  // Lighthouse's 4x slowdown), and added together they made one long task of the copy's first
  // moments (issue #18, Total Blocking Time). The copy covers the wait.
  const preload = (ids: string[], inTurns = false, then = () => {}) => {
    const links: Node[] = [];
    for (const id of ids) {
      const template = doc.getElementById(id);
      if (template instanceof view.HTMLTemplateElement) {
        links.push(...Array.from(template.content.childNodes));
      }
    }
    const next = (): void => {
      const link = links.shift();
      if (link === undefined) {
        then();
        return;
      }
      doc.head.appendChild(link.cloneNode(true));
      if (inTurns) {
        view.setTimeout(next, 0);
      } else {
        next();
      }
    };
    next();
  };
  if (keepsPrerendered) {
    if (location.pathname === '/') {
      history.replaceState(history.state, '', signInPath + location.search + location.hash);
    }
    preload(['startup-preloads']);
    return;
  }
  root.removeAttribute('data-prerendered');
  // A returning user opening a role area sees that screen's outline, not the splash (issue #18).
  const skeleton = doc.getElementById('area-skeleton');
  let inArea = areaPaths.some(
    (base) => location.pathname === base || location.pathname.startsWith(`${base}/`),
  );
  // At `/` the router sends a returning user to their area's home: the one they last had open.
  if (!inArea && location.pathname === '/' && lastAreaKey !== null) {
    try {
      inArea = Boolean(readStorage().getItem(lastAreaKey));
    } catch {
      // No hint: the splash.
    }
  }
  const first =
    signedIn && inArea && skeleton instanceof view.HTMLTemplateElement ? skeleton : splash;
  root.replaceChildren(first.content.cloneNode(true));
  let painted = false;
  // A mailed link may sign in someone else: no copy of the stored user's screen then.
  if (first === skeleton && lastVisit !== null && sessionKey !== '' && !fromMail) {
    try {
      painted = paintLastVisit(readStorage(), lastVisit);
    } catch {
      // A copy that cannot be read or painted leaves the outline.
    }
  }
  // A painted copy is the screen until the live one is ready, and no script is needed to show it:
  // the scripts are fetched once it is on screen, so on a slow connection they do not compete with
  // it, and no measure of the paint (Lighthouse's simulation counts every request that finished
  // before it) takes them for what it waited on. Without a copy the live screen needs them at once.
  // Without the pre-rendered screen start-up checks the session once its libraries have run:
  // supabase-js (the signed-in start-up's scripts) is needed too, so it downloads beside them,
  // after the rest: asked for first, it came later than React, which the live screen waits for
  // anyway, and the screen came later (npm run bench, 25 Nov 2026).
  // What the last start at this address fetched besides (its role app's files, its screen's first
  // reads) is fetched now too, for the user whose session is stored (startUpReplay.ts).
  // Behind a painted copy the reads go first, then the start-up's preloads (`between`), then the
  // role app's: with the scripts cached, start-up outran a replay that came after its preloads,
  // and asked for the reads itself.
  const replayStart = (between: (resume: () => void) => void = (resume) => resume()) => {
    if (
      first !== skeleton ||
      sessionKey === '' ||
      fromMail ||
      startUp === null ||
      replay === null
    ) {
      between(() => {});
      return;
    }
    try {
      // Calls `between` once, whatever it replays.
      replay(
        doc,
        readStorage(),
        sessionKey,
        location.pathname + location.search,
        startUp,
        () => {},
        between,
      );
    } catch {
      // An unreadable record (JSON.parse, before anything is sent) only loses the head start.
      between(() => {});
    }
  };
  const all = ['startup-preloads', 'signed-in-preloads'];
  if (painted && lastVisit !== null && afterPaint !== null) {
    afterPaint(view, lastVisit.paintWaitMs, () =>
      replayStart((resume) => preload(all, true, resume)),
    );
  } else {
    preload(all, false, () => replayStart());
  }

  function paintLastVisit(
    storage: Storage,
    { key, maxAgeMs, revealAfterMs, id, status }: NonNullable<typeof lastVisit>,
  ): boolean {
    const session = JSON.parse(storage.getItem(sessionKey) ?? 'null') as {
      user?: { id?: string };
    } | null;
    const userId = session?.user?.id;
    const path = location.pathname + location.search;
    const visit = JSON.parse(storage.getItem(`${key}:${path}`) ?? 'null') as LastVisit | null;
    if (
      visit?.path !== path ||
      visit.userId !== userId ||
      !(Date.now() - visit.savedAt < maxAgeMs) ||
      root === null
    ) {
      return false;
    }
    // Parsed in a template, so nothing in it loads or runs yet. The shell wrote it, but anything
    // that could write localStorage could too: what could run or load a document (scripts, frames,
    // objects, handlers, `javascript:` and other schemes) is dropped, and images wait their turn.
    const parsed = doc.createElement('template');
    parsed.innerHTML = visit.html;
    parsed.content
      .querySelectorAll(
        'script, style, iframe, frame, frameset, object, embed, portal, meta, link, base, ' +
          'noscript, template, animate, set, animateMotion, animateTransform, foreignObject',
      )
      .forEach((element) => element.remove());
    // Attribute names, not `attributes`: reading that makes an Attr node of every attribute, most
    // of this loop's time over a screen of cards. The patterns are made once, not per attribute.
    const handler = /^on|^srcdoc$/i;
    const url = /^(src|srcset|href|xlink:href|action|formaction|data|poster|ping)$/i;
    const safe = /^\s*(https?:|\/(?!\/)|#|data:image\/(png|jpeg|gif|webp);)/i;
    parsed.content.querySelectorAll('*').forEach((element) => {
      for (const name of element.getAttributeNames()) {
        if (
          handler.test(name) ||
          (url.test(name) && !safe.test(element.getAttribute(name) ?? ''))
        ) {
          element.removeAttribute(name);
        }
      }
      if (element.tagName !== 'IMG') return;
      // Without its picture an <img> draws the broken-image icon: the tile shows empty instead.
      // (SVG pictures are among those left out: each is a document of its own to build, and the
      // demo's SVG logos put the copy's first frame about 100 ms later at 4x CPU.)
      if (element.hasAttribute('src')) element.setAttribute('fetchpriority', 'low');
      else element.remove();
    });
    const layer = doc.createElement('div');
    layer.id = id;
    // index.html's style: the copy scrolls in a layer of its own, over the page.
    layer.className = 'last-visit';
    const note = doc.createElement('p');
    note.className = 'last-visit-status';
    note.setAttribute('role', 'status');
    note.textContent = status;
    const copy = doc.createElement('div');
    copy.setAttribute('aria-hidden', 'true');
    copy.setAttribute('inert', '');
    const shadow = copy.attachShadow({ mode: 'closed' });
    const style = doc.createElement('style');
    style.textContent = visit.css.replace(/@import[^;]*;?/gi, '');
    shadow.append(style, parsed.content);
    // How many cards the copy shows, for the benchmark: the shadow root is closed to scripts.
    copy.setAttribute('data-cards', String(shadow.querySelectorAll('main article').length));
    layer.append(note, copy);
    root.before(layer);
    root.hidden = true;
    // The portal shows its live screen in the copy's place (revealWhenLive); if start-up never gets
    // that far, the copy goes anyway, so nobody is left with a screen that ignores them.
    const reveal = () => {
      layer.remove();
      root.hidden = false;
    };
    view?.setTimeout(reveal, revealAfterMs);
    view?.addEventListener(
      'error',
      (event) => {
        if (event.target instanceof HTMLScriptElement) reveal();
      },
      true,
    );
    return true;
  }
}

/**
 * Runs `then` once the browser reports its first contentful paint, or after `maxWaitMs` at the
 * latest; where the browser has no paint timing (Safari before 14.1), after the next frame. It uses
 * nothing from outside, so index.html's inline script gets its source too (firstScreenScript).
 */
export function afterFirstPaint(
  view: Window & typeof globalThis,
  maxWaitMs: number,
  then: () => void,
): void {
  let observer: PerformanceObserver | null = null;
  let finished = false;
  const finish = () => {
    if (finished) return;
    finished = true;
    observer?.disconnect();
    view.clearTimeout(timer);
    then();
  };
  const timer = view.setTimeout(finish, maxWaitMs);
  // Older browsers have no paint timing, or ignore the entry type.
  const paintTiming = view.PerformanceObserver?.supportedEntryTypes?.includes('paint') === true;
  if (!paintTiming) {
    // The next frame, then a task after it.
    view.requestAnimationFrame(() => view.setTimeout(finish, 0));
    return;
  }
  observer = new view.PerformanceObserver((list) => {
    if (list.getEntriesByName('first-contentful-paint').length > 0) finish();
  });
  observer.observe({ type: 'paint', buffered: true });
}

/**
 * Holds a form submitted on the pre-rendered screen before React has taken it over, and submits it
 * again once React has (its `readyMark`, a performance mark set after the first commit). Left to the
 * browser, "Sign in" clicked that early sent the form itself: a request carrying the password, and a
 * reload that emptied the fields, with no word of why.
 *
 * It listens last, on the window as the event bubbles: a form React has taken over prevents the
 * submission itself (React also hydrates a form at once when an event reaches it mid-hydration), so
 * only a submission nobody handled is held. Submitted twice before React is in, the last one is
 * sent; a form gone by then (the visitor moved on) is not. The held submission is sent once: should
 * React not take it either, the browser does as it would have.
 *
 * Only the kept pre-rendered screen (#root still marked `prerenderedAttribute`) has forms before the
 * portal's script; elsewhere it does nothing. It uses nothing from outside, so index.html's inline
 * script gets its source (firstScreenScript).
 */
export function holdEarlySubmits(
  view: Window & typeof globalThis,
  readyMark: string,
  prerenderedAttribute: string,
  pollMs = 50,
): void {
  const doc = view.document;
  if (doc.getElementById('root')?.hasAttribute(prerenderedAttribute) !== true) return;
  const ready = () => view.performance.getEntriesByName(readyMark).length > 0;
  let held: { form: HTMLFormElement; submitter: HTMLElement | null } | null = null;
  const resubmit = () => {
    if (!ready()) {
      view.setTimeout(resubmit, pollMs);
      return;
    }
    view.removeEventListener('submit', hold);
    const { form, submitter } = held ?? {};
    held = null;
    if (form === undefined || !form.isConnected) return;
    const button = submitter?.isConnected === true && submitter.closest('form') === form;
    if (typeof form.requestSubmit === 'function') {
      form.requestSubmit(button ? submitter : undefined);
    } else {
      form.dispatchEvent(new view.Event('submit', { bubbles: true, cancelable: true }));
    }
  };
  const hold = (event: Event) => {
    const form = event.target;
    if (event.defaultPrevented || ready() || !(form instanceof view.HTMLFormElement)) return;
    event.preventDefault();
    const first = held === null;
    held = { form, submitter: (event as SubmitEvent).submitter ?? null };
    if (first) resubmit();
  };
  view.addEventListener('submit', hold);
}
