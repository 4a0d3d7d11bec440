import { createClient } from '@supabase/supabase-js';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'react-redux';
import { makeStore, type Database } from 'shared-domain';
import { renderWithTheme } from '../../test/renderWithTheme';
import { SignInForm } from './SignInForm';

// Nothing answers here: the form must refuse empty fields before it asks the backend anything.
const client = createClient<Database>('http://127.0.0.1:9', 'anon-key-for-tests', {
  auth: { persistSession: false, autoRefreshToken: false },
});

function renderForm() {
  renderWithTheme(
    <Provider store={makeStore(client)}>
      <SignInForm client={client}>
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
