/**
 * The last visit's screen, painted at once for a returning user (issue #18).
 *
 * While a signed-in user uses a role area, the shell keeps a copy of each screen once it has
 * settled (and again when the page is hidden or unloaded): the screen's markup as it stood (the options chosen in its lists
 * and switches included), without anything open over it or list items more than two window
 * heights down, and the page's base styles and the styled-components rules it uses. On the next visit to the same path, index.html's
 * first-screen script (chooseFirstScreen) paints that copy before any script has loaded, behind an
 * "Updating…" status, inert and hidden from assistive technology in a closed shadow root, and the
 * portal starts in the hidden #root. As soon as the live screen has its content (nothing in it is
 * busy any more) or shows an error, the copy goes and the live screen takes its place.
 *
 * A copy belongs to one user: it is painted only while a session of the user it was taken for is
 * stored, it expires after `LAST_VISIT_MAX_AGE_MS`, and signing out (or the session ending) in
 * this browser forgets every copy.
 */
import { afterFirstPaint } from './firstScreen';

/**
 * Where the copies are kept in localStorage: one entry per screen, `portal:last-visit:<path>`,
 * where the path includes the query (a list's search and filters live there).
 */
export const LAST_VISIT_KEY = 'portal:last-visit';

/** A copy older than this is not painted: a week-old list would mislead more than it helps. */
export const LAST_VISIT_MAX_AGE_MS = 7 * 24 * 60 * 60 * 1000;

/** How many screens are kept, the most recently seen first. */
export const LAST_VISIT_SCREENS = 4;

/**
 * The largest copy kept, in characters of JSON. The first paint reads and parses it before the
 * screen shows anything; a screen of the usual page of 20 to 50 cards is a fraction of this.
 */
export const LAST_VISIT_MAX_CHARS = 200_000;

/** The element index.html's script paints the copy in; it holds the status and the copy's host. */
const LAST_VISIT_ID = 'last-visit';

/** What the painted copy says while the live screen loads. */
const LAST_VISIT_STATUS = 'Updating…';

/**
 * If the live screen neither settles nor fails in this long, it is shown as it is (loading) rather
 * than keeping the copy up any longer.
 */
export const LAST_VISIT_REVEAL_AFTER_MS = 30_000;

export type LastVisit = {
  path: string;
  userId: string;
  savedAt: number;
  html: string;
  css: string;
};

/** How long start-up, and the preloads, wait at most for the browser to show the painted copy. */
const COPY_PAINT_WAIT_MS = 1_000;

/** What index.html's first-screen script needs to paint a copy. */
export const LAST_VISIT_PAINT = {
  key: LAST_VISIT_KEY,
  maxAgeMs: LAST_VISIT_MAX_AGE_MS,
  revealAfterMs: LAST_VISIT_REVEAL_AFTER_MS,
  id: LAST_VISIT_ID,
  status: LAST_VISIT_STATUS,
  paintWaitMs: COPY_PAINT_WAIT_MS,
} as const;

/**
 * True once `root` shows a screen that has finished loading (a `<main>` and nothing busy) or an
 * error: the moment a copy of it is worth keeping, or the live screen may replace the copy.
 */
export function showsSettledScreen(root: ParentNode): boolean {
  return root.querySelector('main') !== null && root.querySelector(PENDING) === null;
}

/**
 * What marks a part of the screen still on its way: a busy region, or shared-ui's `PENDING`
 * attribute (a spinner's status, a section that takes no room until it knows whether it shows).
 */
const PENDING = '[aria-busy="true"], [data-pending]';

/** An error on the screen; a toast (which may say something went wrong) is not the screen's. */
export function showsError(root: ParentNode): boolean {
  return Array.from(root.querySelectorAll('[role="alert"]')).some(
    (alert) => alert.closest('.Toastify') === null,
  );
}

/**
 * How far down the screen a copy reaches, in heights of the window: the items of its lists (and
 * tables) that start further down are left out. The copy is what the user sees at once, from the
 * top, until the live screen takes its place a few seconds later; what lies below is never on view
 * in that time, yet the first paint would parse, style and lay it out before showing anything. A
 * Home of 16 cards is about 780 elements, and laying them out was the longest task of a phone's
 * first paint (about 230 ms at Lighthouse's 4x slowdown, npm run bench, 27 Nov 2026).
 */
export const LAST_VISIT_FOLDS = 2;

/** The repeated items of a screen, which a copy keeps only within `LAST_VISIT_FOLDS`. */
const REPEATED_ITEMS = 'main li, main article, main tr';

/**
 * Leaves out of `to`, a copy of `from` made a moment ago, the repeated items (not within another)
 * that start more than `LAST_VISIT_FOLDS` window heights below the top of `from`'s main landmark. Measured from the
 * landmark rather than the window, so a user who had scrolled down still gets the top of the
 * screen, which is where the next visit opens.
 */
function leaveOutBelowFolds(view: Window | null, from: HTMLElement, to: HTMLElement): void {
  const main = from.querySelector('main');
  if (view === null || main === null) return;
  const top = main.getBoundingClientRect().top;
  const limit = view.innerHeight * LAST_VISIT_FOLDS;
  const copies = to.querySelectorAll(REPEATED_ITEMS);
  const below: Element[] = [];
  from.querySelectorAll(REPEATED_ITEMS).forEach((item, index) => {
    const copy = copies[index];
    // An item inside another (a card's list of applicants) goes with it or stays with it whole.
    const nested = item.parentElement?.closest(REPEATED_ITEMS) != null;
    if (copy !== undefined && !nested && item.getBoundingClientRect().top - top > limit) {
      below.push(copy);
    }
  });
  below.forEach((copy) => copy.remove());
}

/** Things that are open over the screen or belong to this moment only; not part of the copy. */
const TRANSIENT =
  'dialog, [role="dialog"], [role="alertdialog"], .Toastify, [role="alert"], [data-no-copy]';

// A whole compound naming the document (`:root`, `html`, `body`) becomes the shadow root's host.
const DOCUMENT_SELECTOR = /(^|[\s,>+~(])(?::root|html|body)(?=$|[\s,>+~)[:.])/g;
const CLASS_NAME = /\.(-?[_a-zA-Z][\w-]*)/g;

function selectorUsed(selector: string, used: ReadonlySet<string>): boolean {
  return selector
    .split(',')
    .some((part) => [...part.matchAll(CLASS_NAME)].every(([, name]) => used.has(name ?? '')));
}

/** The rules of `rules` that can apply to elements with the classes in `used`, as CSS text. */
function usedRules(rules: CSSRuleList, used: ReadonlySet<string>): string {
  let text = '';
  for (const rule of Array.from(rules)) {
    if (rule instanceof CSSStyleRule) {
      if (selectorUsed(rule.selectorText, used)) {
        const selector = rule.selectorText.replace(
          DOCUMENT_SELECTOR,
          (_, before: string) => `${before}:host`,
        );
        text += `${selector}{${rule.style.cssText}}`;
      }
    } else if (rule instanceof CSSMediaRule) {
      const inner = usedRules(rule.cssRules, used);
      if (inner !== '') text += `@media ${rule.media.mediaText}{${inner}}`;
    } else {
      // Keyframes, font faces and the like: small, and a screen may need them.
      text += rule.cssText;
    }
  }
  return text;
}

/**
 * Writes the choices made in `from`'s lists and switches (properties, which markup does not carry)
 * into the same controls of its copy `to` as attributes, and leaves out everything typed: React
 * writes a controlled field's value into its `value` attribute (and a text area's into its text),
 * so the copy's fields are emptied.
 */
function keepChoicesNotText(from: HTMLElement, to: HTMLElement): void {
  const copies = to.querySelectorAll('option, input');
  from.querySelectorAll('option, input').forEach((control, index) => {
    const copy = copies[index];
    if (control instanceof HTMLOptionElement) {
      copy?.toggleAttribute('selected', control.selected);
    } else if (control instanceof HTMLInputElement && /^(checkbox|radio)$/.test(control.type)) {
      copy?.toggleAttribute('checked', control.checked);
    } else {
      copy?.removeAttribute('value');
    }
  });
  to.querySelectorAll('textarea').forEach((area) => area.replaceChildren());
}

/**
 * The first step of captureLastVisit: a copy of the screen `root` shows, with the choices made in
 * its controls and without what lies below the folds, or null when it is not worth keeping (still
 * loading, an error, or a password field, which is never kept even emptied). It is made while the
 * screen is there to compare it with.
 */
export function copyScreen(doc: Document, root: HTMLElement): HTMLElement | null {
  if (!showsSettledScreen(root) || showsError(root)) return null;
  if (root.querySelector('input[type="password"]') !== null) return null;
  const copy = root.cloneNode(true) as HTMLElement;
  keepChoicesNotText(root, copy);
  // While the copy still matches the screen element for element.
  leaveOutBelowFolds(doc.defaultView, root, copy);
  return copy;
}

/**
 * The second step: what is kept of `copy` (copyScreen's), its markup without what is open over
 * the screen, and the page's style rules its classes use.
 */
export function describeCopy(
  doc: Document,
  copy: HTMLElement,
  about: Pick<LastVisit, 'path' | 'userId' | 'savedAt'>,
): LastVisit {
  copy.querySelectorAll(TRANSIENT).forEach((element) => element.remove());
  const used = new Set<string>();
  copy.querySelectorAll('*').forEach((element) => {
    element.removeAttribute('autofocus');
    element.classList.forEach((name) => used.add(name));
  });
  let css = '';
  // The base styles (shared-ui's GLOBAL_STYLE_ATTRIBUTE), then styled-components', in page order.
  doc.querySelectorAll('style[data-portal-global], style[data-styled]').forEach((style) => {
    const sheet = (style as HTMLStyleElement).sheet;
    if (sheet !== null) css += usedRules(sheet.cssRules, used);
  });
  return { ...about, html: copy.innerHTML, css };
}

/**
 * A copy of the screen `root` shows, or null when it is not worth keeping (still loading, or an
 * error). Its ids stay: the closed shadow root it is painted in is a scope of its own, where the
 * live screen's scripts never look, and its SVGs refer to their parts by id.
 */
export function captureLastVisit(
  doc: Document,
  root: HTMLElement,
  about: Pick<LastVisit, 'path' | 'userId' | 'savedAt'>,
): LastVisit | null {
  const copy = copyScreen(doc, root);
  return copy === null ? null : describeCopy(doc, copy, about);
}

/** The key of `path`'s copy: one per screen, so the first paint reads only the one it shows. */
export function lastVisitKey(path: string): string {
  return `${LAST_VISIT_KEY}:${path}`;
}

/** The copies kept, the most recent first, with their keys. */
function keptVisits(storage: Storage): { key: string; visit: Partial<LastVisit> }[] {
  const kept: { key: string; visit: Partial<LastVisit> }[] = [];
  for (let index = 0; index < storage.length; index += 1) {
    const key = storage.key(index);
    if (key === null || !key.startsWith(`${LAST_VISIT_KEY}:`)) continue;
    let visit: Partial<LastVisit> = {};
    try {
      visit = (JSON.parse(storage.getItem(key) ?? '{}') as Partial<LastVisit> | null) ?? {};
    } catch {
      // Unreadable: kept as the oldest, so it goes first.
    }
    kept.push({ key, visit });
  }
  return kept.sort((a, b) => (b.visit.savedAt ?? 0) - (a.visit.savedAt ?? 0));
}

function remove(storage: Storage, key: string): void {
  try {
    storage.removeItem(key);
  } catch {
    // Nothing that can be removed.
  }
}

/**
 * Keeps `visit` as its path's copy, dropping any other user's copies and the oldest beyond
 * `LAST_VISIT_SCREENS`. A copy too large to be read back quickly at the first paint
 * (`LAST_VISIT_MAX_CHARS`) is not kept, and neither is the path's older one; a full storage makes
 * room by dropping the oldest copies, or keeps none of this path.
 */
export function saveLastVisit(storage: Storage, visit: LastVisit): void {
  const key = lastVisitKey(visit.path);
  const others = keptVisits(storage).filter((kept) => kept.key !== key);
  for (const kept of others) {
    if (kept.visit.userId !== visit.userId) remove(storage, kept.key);
  }
  const mine = others.filter((kept) => kept.visit.userId === visit.userId);
  mine.slice(LAST_VISIT_SCREENS - 1).forEach((kept) => remove(storage, kept.key));
  const room = mine.slice(0, LAST_VISIT_SCREENS - 1);
  const value = JSON.stringify(visit);
  if (value.length > LAST_VISIT_MAX_CHARS) {
    remove(storage, key);
    return;
  }
  for (;;) {
    try {
      storage.setItem(key, value);
      return;
    } catch {
      const oldest = room.pop();
      if (oldest === undefined) break;
      remove(storage, oldest.key);
    }
  }
  remove(storage, key);
}

/** Forgets every copy: on signing out, or when the session ends. */
export function forgetLastVisits(storage: Storage): void {
  try {
    keptVisits(storage).forEach(({ key }) => remove(storage, key));
  } catch {
    // A storage that cannot be read has nothing of ours to forget.
  }
}

/** How long a screen must stay unchanged before a copy of it is kept. */
export const LAST_VISIT_QUIET_MS = 1000;

/** Whose screen `root` shows and at which path; null while there is nothing to keep (navigating). */
export type ScreenOwner = () => Pick<LastVisit, 'path' | 'userId'> | null;

/**
 * Keeps a copy of each screen the user sees, once it has settled and stayed unchanged for
 * `LAST_VISIT_QUIET_MS` (at an idle moment) and again when the page is hidden or unloaded, so the
 * screens they go back to (their area's home most of all) have a recent copy, not only the one
 * they left from. A copy is written only when the screen changed since the last one. Returns how
 * to stop keeping, and how to forget every copy (the session ended).
 */
export function keepLastVisits(
  doc: Document,
  root: HTMLElement,
  storage: Storage,
  owner: ScreenOwner,
): { stop: () => void; forget: () => void } {
  const view = doc.defaultView;
  const kept = new Map<string, string>();
  // Bumped by whatever makes a copy not yet written wrong to write: a newer one, or the end.
  let generation = 0;
  const changed = (visit: LastVisit | null) =>
    visit === null || kept.get(visit.path) === visit.html ? null : visit;
  const save = (visit: LastVisit) => {
    saveLastVisit(storage, visit);
    kept.set(visit.path, visit.html);
  };
  // At an idle moment, in three idle tasks: the screen is copied, the copy described (markup and
  // rules), and written. Together they were one task of 53-91 ms at 4x CPU after the screen
  // settled, and the first two 69-90 ms (issue #18, Total Blocking Time).
  const idle = (then: () => void) => {
    if (view?.requestIdleCallback === undefined) then();
    else view.requestIdleCallback(then, { timeout: LAST_VISIT_QUIET_MS });
  };
  const keepWhenIdle = () => {
    const started = generation;
    const current = () => generation === started;
    idle(() => {
      const about = current() ? owner() : null;
      const copy = about === null ? null : copyScreen(doc, root);
      if (about === null || copy === null) return;
      const savedAt = Date.now();
      idle(() => {
        const visit = current() ? changed(describeCopy(doc, copy, { ...about, savedAt })) : null;
        if (visit === null) return;
        idle(() => {
          if (current()) save(visit);
        });
      });
    });
  };
  let timer: ReturnType<typeof setTimeout> | undefined;
  const observer = new MutationObserver(() => {
    clearTimeout(timer);
    timer = setTimeout(keepWhenIdle, LAST_VISIT_QUIET_MS);
  });
  observer.observe(root, { subtree: true, childList: true, attributes: true, characterData: true });
  // The page may be going away: the copy is made and written at once, and supersedes one waiting.
  const onHide = () => {
    if (doc.visibilityState !== 'hidden') return;
    clearTimeout(timer);
    generation += 1;
    const about = owner();
    const visit =
      about === null
        ? null
        : changed(captureLastVisit(doc, root, { ...about, savedAt: Date.now() }));
    if (visit !== null) save(visit);
  };
  doc.addEventListener('visibilitychange', onHide);
  view?.addEventListener('pagehide', onHide);
  return {
    stop: () => {
      observer.disconnect();
      clearTimeout(timer);
      generation += 1;
      doc.removeEventListener('visibilitychange', onHide);
      view?.removeEventListener('pagehide', onHide);
    },
    // Every copy goes, and the next settled screen is kept again even if it did not change.
    forget: () => {
      clearTimeout(timer);
      generation += 1;
      kept.clear();
      forgetLastVisits(storage);
    },
  };
}

/**
 * Resolves once the browser has shown the copy index.html painted (its first contentful paint),
 * at once when there is none. Start-up evaluates several large libraries, task after task; the
 * browser does not get to put the copy on screen while they run (about 200 ms on a fast laptop,
 * four times that on a phone), so they wait for it: the copy is what the user sees meanwhile,
 * and their downloads are under way already.
 */
export function untilCopyPainted(doc: Document): Promise<void> {
  const view = doc.defaultView;
  if (doc.getElementById(LAST_VISIT_ID) === null || view === null) return Promise.resolve();
  return new Promise((resolve) => afterFirstPaint(view, COPY_PAINT_WAIT_MS, resolve));
}

/**
 * If index.html painted a copy, shows the live screen in its place as soon as `root` has settled
 * or shows an error, or after `LAST_VISIT_REVEAL_AFTER_MS` at the latest. Returns the function that
 * shows it at once (a failed start-up).
 */
export function revealWhenLive(doc: Document, root: HTMLElement): () => void {
  const painted = doc.getElementById(LAST_VISIT_ID);
  if (painted === null) return () => undefined;
  const observer = new MutationObserver(() => {
    if (showsSettledScreen(root) || showsError(root)) reveal();
  });
  const timer = setTimeout(() => reveal(), LAST_VISIT_REVEAL_AFTER_MS);
  function reveal(): void {
    observer.disconnect();
    clearTimeout(timer);
    painted?.remove();
    root.hidden = false;
  }
  // Checked on every change, in the same task as React's commit: the copy and the live screen are
  // never both in view, and nothing reads the page between the two.
  observer.observe(root, {
    subtree: true,
    childList: true,
    attributes: true,
    attributeFilter: ['aria-busy', 'role'],
  });
  return reveal;
}
