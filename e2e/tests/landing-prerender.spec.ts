import { expect, test, type Page } from '@playwright/test';
import { DEMO, signInAs } from '../support/signIn';
import { signInThroughForm } from '../support/signInThroughForm';

/** Resolves once the portal's React tree has committed (the shell's `portal-ready` mark). */
async function portalReady(page: Page) {
  await page.waitForFunction(() => performance.getEntriesByName('portal-ready').length > 0);
}

/** Remembers the first email field the page ever had, and whether one ever appeared. */
function watchEmailField() {
  const state = window as unknown as { firstEmailField?: Element };
  new MutationObserver(() => {
    state.firstEmailField ??= document.querySelector('input[type=email]') ?? undefined;
  }).observe(document, { childList: true, subtree: true });
}

/** Records whether an email field was visible at any frame, i.e. whether one was ever painted. */
function watchPaintedEmailField() {
  const state = window as unknown as { paintedEmailField?: boolean };
  state.paintedEmailField = false;
  const check = () => {
    // Painted means rendered and visible, not merely parsed: a signed-in visitor's index.html hides
    // the pre-rendered screen from the first frame until its last script replaces it
    // (hideReplacedPrerender), and a frame may come while the parser is between the two.
    const field = document.querySelector('input[type=email]');
    if (field?.checkVisibility({ opacityProperty: true, visibilityProperty: true }) === true) {
      state.paintedEmailField = true;
    }
    requestAnimationFrame(check);
  };
  requestAnimationFrame(check);
}

/** React's production builds report hydration failures as minified errors. */
function collectReactErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

test('the sign-in screen is in the HTML itself, so it shows before any script runs', async ({
  browser,
}) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto('/signin');
  await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
  await expect(page.getByLabel('Email', { exact: true })).toBeVisible();
  await expect(page.getByLabel('Password', { exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Sign up' })).toHaveAttribute('href', '/signup');
  await context.close();
});

test('React takes over the painted sign-in screen without painting it again, and it signs in', async ({
  page,
}) => {
  const errors = collectReactErrors(page);
  await page.addInitScript(watchEmailField);
  await page.goto('/');
  await expect(page).toHaveURL('/signin');
  await portalReady(page);
  const sameField = await page.evaluate(
    () =>
      (window as unknown as { firstEmailField?: Element }).firstEmailField ===
      document.querySelector('input[type=email]'),
  );
  expect(sameField).toBe(true);

  await signInThroughForm(page, DEMO.volunteer.email, 'not-the-password');
  await expect(page.getByText('Login failed. Please check your credentials.')).toBeVisible();
  await signInThroughForm(page, DEMO.volunteer.email, DEMO.volunteer.password);
  await expect(page).toHaveURL('/volunteer/home');
  expect(errors.filter((text) => /Minified React error|hydrat/i.test(text))).toEqual([]);
});

test('the pre-rendered class names are the ones the browser styles, so nothing restyles', async ({
  page,
  request,
}) => {
  const html = await (await request.get('/signin')).text();
  const inHtml = /<button type="submit" class="([^"]+)">Sign in<\/button>/.exec(html)?.[1];
  expect(inHtml).toBeTruthy();

  await page.goto('/signup');
  await expect(page.getByRole('link', { name: 'Sign Up as Volunteer' })).toBeVisible();
  await page.getByRole('link', { name: 'Sign in' }).click();
  await expect(page).toHaveURL('/login');
  // The button now comes from a render in the browser, not from the HTML.
  const button = page.getByRole('button', { name: 'Sign in' });
  await expect(button).toHaveAttribute('class', inHtml ?? '');
  await expect(button).toHaveCSS('background-color', 'rgb(11, 110, 79)');
});

test('a signed-in visitor to / never sees the sign-in form: the splash, then their home', async ({
  page,
}) => {
  await page.goto('/signin');
  await signInThroughForm(page, DEMO.organisation.email, DEMO.organisation.password);
  await expect(page).toHaveURL('/organisation/home');

  await page.addInitScript(watchPaintedEmailField);
  await page.goto('/');
  await expect(page).toHaveURL('/organisation/home');
  await expect(page.getByRole('button', { name: 'Log out' })).toBeVisible();
  const painted = await page.evaluate(
    () => (window as unknown as { paintedEmailField?: boolean }).paintedEmailField,
  );
  expect(painted).toBe(false);
});

/**
 * Serves index.html only as far as the end of #root, and no scripts: what the browser has, and may
 * paint, when the network pauses there, before the script after #root that replaces the
 * pre-rendered screen has arrived.
 */
async function pauseAfterRoot(page: Page) {
  await page.route(
    (url) => url.pathname === '/',
    async (route) => {
      const response = await route.fetch();
      const html = await response.text();
      await route.fulfill({
        response,
        body: html.slice(0, html.indexOf('<template id="boot-splash">')),
      });
    },
  );
  await page.route(/\.js(\?|$)/, (route) => route.abort());
}

test('a signed-in visitor is not shown the sign-in form even if the page pauses right after it', async ({
  page,
}) => {
  await signInAs(page, 'volunteer');
  await pauseAfterRoot(page);
  await page.goto('/');
  await expect(page.getByLabel('Email', { exact: true })).toBeAttached();
  await expect(page.getByLabel('Email', { exact: true })).toBeHidden();
});

test('a signed-out visitor is shown it at that moment: it is their screen', async ({ page }) => {
  await pauseAfterRoot(page);
  await page.goto('/');
  await expect(page.getByLabel('Email', { exact: true })).toBeVisible();
});

test('/login takes over the same pre-rendered screen, other signed-out paths render theirs', async ({
  page,
}) => {
  const errors = collectReactErrors(page);
  await page.goto('/login');
  await portalReady(page);
  await expect(page.getByLabel('Email', { exact: true })).toBeVisible();
  await page.goto('/volunteer/signup');
  await expect(page.getByLabel('Full name')).toBeVisible();
  await expect(page.getByLabel('Email', { exact: true })).toBeVisible();
  expect(errors.filter((text) => /Minified React error|hydrat/i.test(text))).toEqual([]);
});
