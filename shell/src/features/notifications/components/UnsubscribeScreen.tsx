import { useState } from 'react';
import { useSelector } from 'react-redux';
import { Link, useSearchParams } from 'react-router-dom';
import {
  notificationKindAbout,
  notificationSettingsPath,
  selectRole,
  UNSUBSCRIBE_LINK_INVALID,
  unsubscribeTokenKind,
} from 'shared-domain';
import { Button, FocusedFrame, FormError } from 'shared-ui';
import styled from 'styled-components';
import { useSetMailByTokenMutation } from '../api/notificationsApi';

const Heading = styled.h1`
  margin: 0 0 ${({ theme }) => theme.space.md};
  font-size: ${({ theme }) => theme.fontSizes.xl};
`;

const Text = styled.p`
  margin: 0 0 ${({ theme }) => theme.space.lg};
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.md};
`;

const SettingsLink = styled(Link)`
  color: ${({ theme }) => theme.colors.primary};
  font-weight: ${({ theme }) => theme.fontWeights.medium};
`;

/**
 * The page a notification mail's unsubscribe link opens (issue #48), signed in or not: it asks
 * first (a link checker opening it changes nothing), switches that one kind's e-mails off, and
 * offers to undo it.
 */
export function UnsubscribeScreen() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const kind = unsubscribeTokenKind(token);
  const role = useSelector(selectRole);
  const [setMail, request] = useSetMailByTokenMutation();
  // Where this link's e-mails stand: not changed yet, switched off, or back on (Undo).
  const [email, setEmail] = useState<'unchanged' | 'off' | 'on'>('unchanged');
  const [problem, setProblem] = useState<string | null>(null);
  const label = notificationKindAbout(kind ?? '');
  const settings =
    role === 'volunteer' || role === 'organisation' ? notificationSettingsPath(role) : '/signin';

  const switchMail = async (on: boolean) => {
    try {
      await setMail({ token, email: on }).unwrap();
      setEmail(on ? 'on' : 'off');
      setProblem(null);
    } catch (error) {
      const message = (error as { message?: unknown }).message;
      setProblem(typeof message === 'string' ? message : UNSUBSCRIBE_LINK_INVALID);
    }
  };

  let content;
  if (kind === null) {
    content = <FormError>{UNSUBSCRIBE_LINK_INVALID}</FormError>;
  } else if (email === 'unchanged') {
    content = (
      <>
        <Text>
          You will no longer get e-mails about {label}. Everything else stays as it is, and you
          still see these notifications in the portal.
        </Text>
        {problem !== null && <FormError>{problem}</FormError>}
        <Button type="button" disabled={request.isLoading} onClick={() => void switchMail(false)}>
          Unsubscribe
        </Button>
      </>
    );
  } else if (email === 'off') {
    content = (
      <>
        <Text role="status">You are unsubscribed from e-mails about {label}.</Text>
        {problem !== null && <FormError>{problem}</FormError>}
        <Actions>
          <Button
            type="button"
            $variant="secondary"
            disabled={request.isLoading}
            onClick={() => void switchMail(true)}
          >
            Undo
          </Button>
          <SettingsLink to={settings}>Notification settings</SettingsLink>
        </Actions>
      </>
    );
  } else {
    content = (
      <>
        <Text role="status">E-mails about {label} are on again.</Text>
        <SettingsLink to={settings}>Notification settings</SettingsLink>
      </>
    );
  }

  return (
    <FocusedFrame>
      <Heading>{email === 'off' ? 'Unsubscribed' : 'Unsubscribe'}</Heading>
      {content}
    </FocusedFrame>
  );
}
