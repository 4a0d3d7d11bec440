import { renderToString } from 'react-dom/server';
import { createMemoryRouter } from 'react-router-dom';
import { makeStore, paths, signedOut } from 'shared-domain';
import { globalStyleTag } from 'shared-ui';
import { ServerStyleSheet } from 'styled-components';
import { PRERENDERED_ATTRIBUTE, REPLACES_PRERENDERED_ATTRIBUTE } from '../app/firstScreen';
import { AREA_BASE_PATHS, LAST_AREA_KEY } from '../config/areaPaths';
import { createPortalClient } from '../lib/supabase/portalClient';
// styled-components numbers components in the order their modules run, and the class names in the
// markup must be the ones the browser makes. In both, shared-ui's components come first (here via
// PortalApp, in the browser via startPortal), then the shell's in the order portalRoutes imports
// them; e2e compares the two.
import { PORTAL_READY_MARK, portalElement } from '../app/PortalApp';
import { portalRoutes } from '../app/router/portalRoutes';

// The markup does not depend on the backend; the browser's client is made from portal-config.json.
const PRERENDER_BACKEND = { supabaseUrl: 'http://localhost', supabaseAnonKey: 'prerender' };

export interface PrerenderedScreen {
  /** The markup of #root, for React to hydrate. */
  html: string;
  /**
   * The page's base styles (shared-ui's GLOBAL_CSS, which the browser's GlobalStyle then finds in
   * place), then styled-components' `<style>` tags for that markup, which the browser's
   * styled-components adopts.
   */
  styleTags: string;
}

/** The signed-out screens index.html may pre-render: `/` leads a signed-out visitor to the first. */
export const PRERENDERED_PATHS = [paths.signIn, paths.login] as const;

/**
 * Renders the portal at a signed-out path exactly as the browser's first render would: the same
 * element tree, store state and routes.
 */
export function renderSignedOutScreen(path: string): PrerenderedScreen {
  // The browser loads supabase-js only when the visitor acts; rendering never does.
  const client = createPortalClient(PRERENDER_BACKEND, () => undefined);
  const store = makeStore(client.current);
  store.dispatch(signedOut());
  const router = createMemoryRouter(portalRoutes, { initialEntries: [path] });
  const sheet = new ServerStyleSheet();
  try {
    const html = renderToString(sheet.collectStyles(portalElement({ router, store, client })));
    return { html, styleTags: globalStyleTag() + sheet.getStyleTags() };
  } finally {
    sheet.seal();
    router.dispose();
  }
}

/** The settings index.html's first-screen script (app/firstScreen.js) is called with. */
export function firstScreenConfig() {
  return {
    prerenderedPaths: PRERENDERED_PATHS,
    signInPath: paths.signIn,
    areaPaths: Object.values(AREA_BASE_PATHS),
    lastAreaKey: LAST_AREA_KEY,
    prerenderedAttribute: PRERENDERED_ATTRIBUTE,
    replacesAttribute: REPLACES_PRERENDERED_ATTRIBUTE,
    readyMark: PORTAL_READY_MARK,
  };
}

/**
 * What index.html's `<head>` gets: a style that hides the pre-rendered screen while the document is
 * marked as replacing it, and the first-screen script (`script`, app/firstScreen.js's text), which
 * marks it before any of the body is parsed.
 */
export function firstScreenHead(script: string): string {
  const hidden = `html[${REPLACES_PRERENDERED_ATTRIBUTE}] #root[${PRERENDERED_ATTRIBUTE}]`;
  const config = JSON.stringify(firstScreenConfig());
  return (
    `<style>${hidden}{display:none}</style>` +
    `<script>${script}\nfirstScreen.hideReplacedPrerender(document,function(){return localStorage},${config});</script>`
  );
}

/**
 * The inline script placed right after #root: it decides what the first paint shows, and holds a
 * form submitted on the kept pre-rendered screen until React has taken it over.
 */
export function firstScreenScript(): string {
  const config = JSON.stringify(firstScreenConfig());
  return (
    `firstScreen.chooseFirstScreen(document,function(){return localStorage},${config});` +
    `firstScreen.holdEarlySubmits(window,${config});`
  );
}
