/*
 * index.html's first-screen script, inlined as it is (shell/scripts/prerender.cjs): it runs before
 * any bundle, so it is a plain browser script that uses nothing but the page. The build calls its
 * functions with the portal's settings (`config`, firstScreenConfig in renderSignedOutScreen.tsx).
 *
 * - hideReplacedPrerender, in <head>: hides the pre-rendered sign-in screen from the first frame
 *   when the visitor will not keep it (signed in, or at a path it was not rendered for).
 * - chooseFirstScreen, after #root: keeps that screen for a signed-out visitor (sending `/` on to
 *   the sign-in path, SPEC §2), else paints a role area's outline for a returning user there, or
 *   the splash; and adds the signed-in start-up's preloads then, so supabase-js downloads beside
 *   the libraries.
 * - holdEarlySubmits: a form sent on the kept sign-in screen before React has taken it over is held
 *   and sent again once React has (the browser would otherwise post it, password and all).
 */
window.firstScreen = (function () {
  /**
   * Who arrives: a stored Supabase session (`sb-<project>-auth-token`) or a mailed link's session
   * in the hash means signed in; storage that cannot be read counts as signed in too (supabase-js
   * decides, behind the splash).
   */
  function arriving(readStorage, location, config) {
    let signedIn = true;
    try {
      const storage = readStorage();
      signedIn = false;
      for (let index = 0; index < storage.length; index += 1) {
        if (/^sb-.+-auth-token$/.test(storage.key(index) || '')) signedIn = true;
      }
    } catch {
      // Left to supabase-js.
    }
    signedIn = signedIn || /(^#|&)(access_token|error_description)=/.test(location.hash);
    const atPrerendered =
      location.pathname === '/' || config.prerenderedPaths.includes(location.pathname);
    return { signedIn, keepsPrerendered: !signedIn && atPrerendered };
  }

  function hideReplacedPrerender(doc, readStorage, config) {
    if (!arriving(readStorage, doc.location, config).keepsPrerendered) {
      doc.documentElement.setAttribute(config.replacesAttribute, '');
    }
  }

  function chooseFirstScreen(doc, readStorage, config) {
    const root = doc.getElementById('root');
    const splash = doc.getElementById('boot-splash');
    const view = doc.defaultView;
    if (root === null || view === null || !(splash instanceof view.HTMLTemplateElement)) return;
    const { location, history } = view;
    const { signedIn, keepsPrerendered } = arriving(readStorage, location, config);
    const preload = (id) => {
      const template = doc.getElementById(id);
      if (!(template instanceof view.HTMLTemplateElement)) return;
      for (const link of Array.from(template.content.childNodes)) {
        doc.head.appendChild(link.cloneNode(true));
      }
    };
    if (keepsPrerendered) {
      if (location.pathname === '/') {
        history.replaceState(
          history.state,
          '',
          config.signInPath + location.search + location.hash,
        );
      }
      return;
    }
    root.removeAttribute(config.prerenderedAttribute);
    const skeleton = doc.getElementById('area-skeleton');
    let inArea = config.areaPaths.some(
      (base) => location.pathname === base || location.pathname.startsWith(base + '/'),
    );
    // At `/` the router sends a returning user to the home of the area they last had open.
    if (!inArea && location.pathname === '/') {
      try {
        inArea = Boolean(readStorage().getItem(config.lastAreaKey));
      } catch {
        // No hint: the splash.
      }
    }
    const first =
      signedIn && inArea && skeleton instanceof view.HTMLTemplateElement ? skeleton : splash;
    root.replaceChildren(first.content.cloneNode(true));
    preload('signed-in-preloads');
  }

  function holdEarlySubmits(view, config, pollMs) {
    const doc = view.document;
    const root = doc.getElementById('root');
    if (root === null || !root.hasAttribute(config.prerenderedAttribute)) return;
    const ready = () => view.performance.getEntriesByName(config.readyMark).length > 0;
    let held = null;
    const resubmit = () => {
      if (!ready()) {
        view.setTimeout(resubmit, pollMs || 50);
        return;
      }
      view.removeEventListener('submit', hold);
      const form = held && held.form;
      const submitter = held && held.submitter;
      held = null;
      if (!form || !form.isConnected) return;
      const button = submitter && submitter.isConnected && submitter.closest('form') === form;
      if (typeof form.requestSubmit === 'function') {
        form.requestSubmit(button ? submitter : undefined);
      } else {
        form.dispatchEvent(new view.Event('submit', { bubbles: true, cancelable: true }));
      }
    };
    // Listens last, on the window: a form React has taken over prevents the submission itself.
    const hold = (event) => {
      const form = event.target;
      if (event.defaultPrevented || ready() || !(form instanceof view.HTMLFormElement)) return;
      event.preventDefault();
      const first = held === null;
      held = { form, submitter: event.submitter || null };
      if (first) resubmit();
    };
    view.addEventListener('submit', hold);
  }

  return { hideReplacedPrerender, chooseFirstScreen, holdEarlySubmits };
})();
