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
 * session as soon as its libraries have run, so supabase-js downloads beside main.js, not after
 * it. A visitor with a stored session opening a role area (`areaPaths`, or `/` when `lastAreaKey`
 * says which area they last had open) gets the area's screen in outline
 * (`<template id="area-skeleton">`) instead of the splash.
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
): void {
  const root = doc.getElementById('root');
  const splash = doc.getElementById('boot-splash');
  const view = doc.defaultView;
  if (root === null || view === null || !(splash instanceof view.HTMLTemplateElement)) return;
  const { location, history } = view;
  // After a mailed link the router decides where it leads.
  const { signedIn, keepsPrerendered } = findSession(readStorage, location, prerenderedPaths);
  // Adds the links of the templates `ids` to the head.
  const preload = (ids: string[]) => {
    for (const id of ids) {
      const template = doc.getElementById(id);
      if (!(template instanceof view.HTMLTemplateElement)) continue;
      for (const link of Array.from(template.content.childNodes)) {
        doc.head.appendChild(link.cloneNode(true));
      }
    }
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
  // Without the pre-rendered screen start-up checks the session once its libraries have run:
  // supabase-js (the signed-in start-up's scripts) is needed too, so it downloads beside them.
  preload(['startup-preloads', 'signed-in-preloads']);
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
