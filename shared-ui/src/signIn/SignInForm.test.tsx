import { createClient } from '@supabase/supabase-js';
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { Provider } from 'react-redux';
import { MemoryRouter } from 'react-router-dom';
import { makeStore, type Client, type Database } from 'shared-domain';
import { authRefusal, fakeSupabase, type FakeBackend } from '../../test/fakeSupabase';
import { renderWithTheme } from '../../test/renderWithTheme';
import { PortalThemeProvider } from '../theme/PortalThemeProvider';
import { SignInForm } from './SignInForm';

// Nothing answers here: the form must refuse empty fields before it asks the backend anything.
const client = createClient<Database>('http://127.0.0.1:9', 'anon-key-for-tests', {
  auth: { persistSession: false, autoRefreshToken: false },
});

function renderForm(supabase: Client = client) {
  renderWithTheme(
    <Provider store={makeStore(supabase)}>
      <SignInForm client={supabase}>
        <p>No account yet? Sign up</p>
      </SignInForm>
    </Provider>,
    { path: '/signin' },
  );
}

describe('SignInForm', () => {
  it('shows the email and password fields, the button and what the app puts under it', () => {
    renderForm();
    expect(screen.getByRole('heading', { name: 'Sign in' })).toBeVisible();
    expect(screen.getByLabelText('Email')).toHaveAttribute('type', 'email');
    expect(screen.getByLabelText('Password')).toHaveAttribute('type', 'password');
    expect(screen.getByRole('button', { name: 'Sign in' })).toBeEnabled();
    expect(screen.getByText('No account yet? Sign up')).toBeVisible();
  });

  it('asks for the email and the password before signing in', async () => {
    renderForm();
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(screen.getByText('Email is required.')).toBeVisible();
    expect(screen.getByText('Password is required.')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Sign in' })).toBeEnabled();
  });
});

describe('SignInForm pre-rendered', () => {
  it('keeps what was typed before the page hydrated, and signs in with it', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const fake = fakeSupabase((request) =>
      request.path === '/auth/v1/token'
        ? authRefusal(400, 'invalid_credentials', 'Invalid login credentials')
        : undefined,
    );
    const page = (
      <MemoryRouter initialEntries={['/signin']}>
        <PortalThemeProvider>
          <Provider store={makeStore(fake.client)}>
            <SignInForm client={fake.client} />
          </Provider>
        </PortalThemeProvider>
      </MemoryRouter>
    );
    const container = document.createElement('div');
    container.innerHTML = renderToString(page);
    document.body.append(container);
    // Typed (or autofilled) into the server's markup before any script ran.
    const email = container.querySelector<HTMLInputElement>('input[name="email"]');
    if (email === null) throw new Error('no email field in the pre-rendered form');
    email.value = 'early@example.org';
    await act(async () => {
      hydrateRoot(container, page);
    });
    await userEvent.type(screen.getByLabelText('Password'), 'Secret1!');
    expect(screen.getByLabelText('Email')).toHaveValue('early@example.org');
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(fake.requests.find((request) => request.path === '/auth/v1/token')?.body).toMatchObject({
      email: 'early@example.org',
      password: 'Secret1!',
    });
    container.remove();
  });
});

describe('SignInForm when the auth service refuses', () => {
  const EMAIL = 'waiting@example.org';

  async function signInWith(backend: FakeBackend) {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const fake = fakeSupabase(backend);
    renderForm(fake.client);
    await userEvent.type(screen.getByLabelText('Email'), ` ${EMAIL} `);
    await userEvent.type(screen.getByLabelText('Password'), 'Secret1!');
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    return fake.requests;
  }

  it('tells an address not confirmed yet so, and sends the confirmation link again', async () => {
    const requests = await signInWith((request) =>
      request.path === '/auth/v1/token'
        ? authRefusal(400, 'email_not_confirmed', 'Email not confirmed')
        : { body: {} },
    );

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Please confirm your email address first. We sent you a link.',
    );
    expect(screen.queryByText('Login failed. Please check your credentials.')).toBeNull();

    await userEvent.click(screen.getByRole('button', { name: 'Resend email' }));

    expect(await screen.findByText('We sent you a new link.')).toBeVisible();
    expect(screen.getByText('You can resend the email in 60 seconds.')).toBeVisible();
    const resend = requests.find((request) => request.path === '/auth/v1/resend');
    expect(resend?.body).toMatchObject({ type: 'signup', email: EMAIL });
    expect(resend?.query.get('redirect_to')).toBe('http://localhost/');
  });

  it('asks to wait a few minutes after too many attempts', async () => {
    await signInWith(() =>
      authRefusal(429, 'over_request_rate_limit', 'Request rate limit reached'),
    );
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Too many attempts. Please wait a few minutes and try again.',
    );
    expect(screen.queryByRole('button', { name: 'Resend email' })).toBeNull();
  });

  it("keeps SPEC's message for wrong credentials, with nothing to resend", async () => {
    await signInWith(() => authRefusal(400, 'invalid_credentials', 'Invalid login credentials'));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Login failed. Please check your credentials.',
    );
    expect(screen.queryByRole('button', { name: 'Resend email' })).toBeNull();
  });
});
