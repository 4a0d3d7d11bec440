import { useState, type FormEvent } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { Link, useNavigate, useParams } from 'react-router-dom';
import {
  CREATE_ACCOUNT_AND_JOIN,
  hasErrors,
  INVITATION_LOAD_FAILED,
  INVITATION_NOT_FOUND,
  INVITATION_OUT_OF_DATE,
  INVITATION_USED,
  INVITATION_WITHDRAWN,
  JOIN_FAILED,
  JOIN_SIGN_IN_PROMPT,
  JOIN_SIGN_UP_HEADING,
  joinHeading,
  joinInvitedBy,
  joinOrganisation,
  joinSignedInAs,
  ORGANISATION_PASSWORD_HINT,
  paths,
  refreshSessionProfile,
  selectSession,
  validateOrganisationSignup,
  type FieldErrors,
  type Invitation,
} from 'shared-domain';
import {
  AuthPanelNote,
  Button,
  FocusedFrame,
  FormError,
  Loading,
  LoadError,
  TextField,
} from 'shared-ui';
import styled from 'styled-components';
import { usePortalClient } from '../../../lib/supabase/SupabaseClientContext';
import { useSignUp } from '../hooks/useSignUp';
import { joinApi } from '../api/joinApi';

const Heading = styled.h1`
  margin: 0 0 ${({ theme }) => theme.space.md};
  font-size: ${({ theme }) => theme.fontSizes.xl};
`;

const SubHeading = styled.h2`
  margin: ${({ theme }) => theme.space.lg} 0 ${({ theme }) => theme.space.md};
  font-size: ${({ theme }) => theme.fontSizes.lg};
`;

const Text = styled.p`
  margin: 0 0 ${({ theme }) => theme.space.lg};
`;

const Email = styled.p`
  margin: 0 0 ${({ theme }) => theme.space.md};
  font-weight: ${({ theme }) => theme.fontWeights.medium};
`;

const TextLink = styled(Link)`
  color: ${({ theme }) => theme.colors.primary};
  font-weight: ${({ theme }) => theme.fontWeights.medium};
`;

const CLOSED: Record<string, string> = {
  accepted: INVITATION_USED,
  revoked: INVITATION_WITHDRAWN,
  expired: INVITATION_OUT_OF_DATE,
};

type Field = 'name' | 'password';

/** Signed out: the invited address makes its account here (the confirmation link comes back). */
function SignUpToJoin({
  invitationId,
  invitation,
}: {
  invitationId: string;
  invitation: Invitation;
}) {
  const { submit, submitting, error } = useSignUp();
  const [name, setName] = useState('');
  const [password, setPassword] = useState('');
  const [fieldErrors, setFieldErrors] = useState<FieldErrors<Field>>({});

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const errors = validateOrganisationSignup({
      organisationName: invitation.organisation_name,
      name,
      email: invitation.email,
      password,
    });
    // The address and organisation come from the invitation: only the person's fields can be wrong.
    const shown: FieldErrors<Field> = {
      ...(errors.name === undefined ? {} : { name: errors.name }),
      ...(errors.password === undefined ? {} : { password: errors.password }),
    };
    setFieldErrors(shown);
    if (hasErrors(shown)) return;
    void submit({
      role: 'organisation',
      name,
      email: invitation.email,
      password,
      invitationId,
    });
  }

  return (
    <>
      <SubHeading>{JOIN_SIGN_UP_HEADING}</SubHeading>
      <Email>{invitation.email}</Email>
      <form onSubmit={onSubmit} noValidate>
        <TextField
          label="Full name"
          autoComplete="name"
          value={name}
          onChange={(event) => setName(event.target.value)}
          error={fieldErrors.name}
        />
        <TextField
          label="Password"
          type="password"
          autoComplete="new-password"
          hint={fieldErrors.password === undefined ? ORGANISATION_PASSWORD_HINT : undefined}
          value={password}
          onChange={(event) => setPassword(event.target.value)}
          error={fieldErrors.password}
        />
        <Button type="submit" $fullWidth disabled={submitting}>
          {submitting ? 'Creating your account…' : CREATE_ACCOUNT_AND_JOIN}
        </Button>
        <FormError>{error}</FormError>
      </form>
      <AuthPanelNote>
        {JOIN_SIGN_IN_PROMPT}{' '}
        <Link to={`${paths.signIn}?next=${encodeURIComponent(paths.join(invitationId))}`}>
          Sign in
        </Link>
      </AuthPanelNote>
    </>
  );
}

/** Signed in: one button joins the team, then the organisation's area opens. */
function AcceptInvitation({
  invitationId,
  invitation,
}: {
  invitationId: string;
  invitation: Invitation;
}) {
  const session = useSelector(selectSession);
  const client = usePortalClient();
  const dispatch = useDispatch();
  const navigate = useNavigate();
  const [accept, request] = joinApi.useAcceptInvitationMutation();
  const [problem, setProblem] = useState<string | null>(null);

  const join = async () => {
    setProblem(null);
    try {
      await accept(invitationId).unwrap();
      const userId = session.user?.id;
      if (userId !== undefined) {
        await refreshSessionProfile(await client.load(), userId, dispatch, session.profile);
      }
      navigate(paths.organisationHome, { replace: true });
    } catch (error) {
      const message = (error as { message?: unknown }).message;
      setProblem(typeof message === 'string' && message !== '' ? message : JOIN_FAILED);
    }
  };

  return (
    <>
      {session.user?.email && <Text>{joinSignedInAs(session.user.email)}</Text>}
      <Button type="button" $fullWidth disabled={request.isLoading} onClick={() => void join()}>
        {joinOrganisation(invitation.organisation_name)}
      </Button>
      <FormError>{problem}</FormError>
    </>
  );
}

/**
 * An invitation's link (issue #49), signed in or not: who invites whom to which organisation, then
 * a sign-up for the invited address, or, signed in, one button to join. A used, withdrawn or
 * expired invitation says so.
 */
export function JoinScreen() {
  const { invitationId = '' } = useParams();
  const status = useSelector(selectSession).status;
  const { data, isLoading, isFetching, isError, refetch } =
    joinApi.useInvitationQuery(invitationId);

  let content;
  if (isLoading || status === 'loading') {
    content = <Loading />;
  } else if (isError) {
    content = (
      <LoadError
        message={INVITATION_LOAD_FAILED}
        retrying={isFetching}
        onRetry={() => void refetch()}
      />
    );
  } else if (data === undefined || data === null) {
    content = (
      <>
        <Heading>{INVITATION_NOT_FOUND}</Heading>
        <TextLink to={paths.signIn}>Sign in</TextLink>
      </>
    );
  } else if (data.status !== 'open') {
    content = (
      <>
        <Heading>{joinHeading(data.organisation_name)}</Heading>
        <FormError>{CLOSED[data.status] ?? INVITATION_NOT_FOUND}</FormError>
      </>
    );
  } else {
    content = (
      <>
        <Heading>{joinHeading(data.organisation_name)}</Heading>
        <Text>
          {joinInvitedBy(data.invited_by_name ?? 'The owner', data.email, data.organisation_name)}
        </Text>
        {status === 'signedIn' ? (
          <AcceptInvitation invitationId={invitationId} invitation={data} />
        ) : (
          <SignUpToJoin invitationId={invitationId} invitation={data} />
        )}
      </>
    );
  }

  return <FocusedFrame>{content}</FocusedFrame>;
}
