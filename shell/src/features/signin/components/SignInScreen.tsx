import { useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { hasErrors, paths, validateLogin, type FieldErrors } from 'shared-domain';
import { Button, Card, FormError, TextField } from 'shared-ui';
import styled from 'styled-components';
import { useSignIn } from '../hooks/useSignIn';

const Panel = styled(Card)`
  width: 100%;
  max-width: 420px;
  text-align: left;
`;

const Title = styled.h2`
  margin: 0 0 ${({ theme }) => theme.space.lg};
  font-size: ${({ theme }) => theme.fontSizes.xl};
`;

const Footer = styled.p`
  margin: ${({ theme }) => theme.space.lg} 0 0;
  color: ${({ theme }) => theme.colors.textMuted};
  text-align: center;

  a {
    color: ${({ theme }) => theme.colors.primary};
    font-weight: ${({ theme }) => theme.fontWeights.bold};
  }
`;

export interface SignInScreenProps {
  /** Where the product is introduced to a first-time visitor. */
  landingPath: string;
}

/** /signin and /login (SPEC §2): email and password, plus the way to /signup. */
export function SignInScreen({ landingPath }: SignInScreenProps) {
  const { submit, submitting, error } = useSignIn();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [fieldErrors, setFieldErrors] = useState<FieldErrors<'email' | 'password'>>({});

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = { email, password };
    const errors = validateLogin(form);
    setFieldErrors(errors);
    if (!hasErrors(errors)) void submit(form);
  }

  return (
    <Panel as="section" aria-labelledby="signin-title">
      <Title id="signin-title">Sign in</Title>
      <form onSubmit={onSubmit} noValidate>
        <TextField
          label="Email"
          type="email"
          autoComplete="email"
          value={email}
          onChange={(event) => setEmail(event.target.value)}
          error={fieldErrors.email}
        />
        <TextField
          label="Password"
          type="password"
          autoComplete="current-password"
          value={password}
          onChange={(event) => setPassword(event.target.value)}
          error={fieldErrors.password}
        />
        <Button type="submit" $fullWidth disabled={submitting}>
          {submitting ? 'Signing in…' : 'Sign in'}
        </Button>
        <FormError>{error}</FormError>
      </form>
      <Footer>
        No account yet? <Link to={paths.signUp}>Sign up</Link>
      </Footer>
      <Footer>
        <Link to={landingPath}>New here? See what we do</Link>
      </Footer>
    </Panel>
  );
}
