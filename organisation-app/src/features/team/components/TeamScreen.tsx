import { skipToken } from '@reduxjs/toolkit/query/react';
import { useState, type FormEvent } from 'react';
import { useSelector } from 'react-redux';
import {
  backendMessageOr,
  COORDINATOR_ROLE,
  formatDate,
  INVITATION_EXPIRED,
  INVITATION_FAILED,
  invitationExpires,
  invitationSent,
  INVITE_EMAIL_LABEL,
  INVITE_HEADING,
  INVITE_HELP,
  joinedOn,
  LEAVE_TEAM,
  LEAVE_TEAM_QUESTION,
  leaveTeamDetail,
  LOADING_TEAM,
  MAKE_OWNER,
  MAKE_OWNER_DETAIL,
  makeOwnerLabel,
  makeOwnerQuestion,
  NO_PENDING_INVITATIONS,
  OWNER_ROLE,
  PENDING_INVITATIONS_HEADING,
  REMOVE,
  REMOVE_MEMBER_DETAIL,
  removeMemberLabel,
  removeMemberQuestion,
  selectSessionUserId,
  selectTeam,
  SEND_INVITATION,
  SENDING_INVITATION,
  TEAM_ACTION_FAILED,
  TEAM_HEADING,
  TEAM_LOAD_FAILED,
  TEAM_MEMBERS_HEADING,
  validateInviteEmail,
  WITHDRAW,
  withdrawInvitationLabel,
  YOU,
  type TeamMember,
} from 'shared-domain';
import {
  Avatar,
  Button,
  FormError,
  Loading,
  LoadError,
  notify,
  PageColumn,
  TextField,
  useConfirm,
} from 'shared-ui';
import styled from 'styled-components';
import { Heading } from '../../../layout/formLayout';
import { teamApi } from '../api/teamApi';

const Section = styled.section`
  margin-bottom: ${({ theme }) => theme.space.xl};
`;

const SectionHeading = styled.h2`
  margin: 0 0 ${({ theme }) => theme.space.md};
  font-size: ${({ theme }) => theme.fontSizes.lg};
`;

const List = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Row = styled.li`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.md};
  padding: ${({ theme }) => theme.space.md};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
`;

const Who = styled.div`
  flex: 1;
  min-width: 12rem;
`;

const Name = styled.p`
  margin: 0;
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  overflow-wrap: anywhere;
`;

const Detail = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const RowActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm};
`;

const Help = styled.p`
  margin: 0 0 ${({ theme }) => theme.space.md};
  color: ${({ theme }) => theme.colors.textMuted};
`;

const InviteForm = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space.xs};
  max-width: 32rem;
`;

function roleName(member: TeamMember): string {
  return member.role === 'owner' ? OWNER_ROLE : COORDINATOR_ROLE;
}

function InviteCoordinator() {
  const [invite, request] = teamApi.useInviteMemberMutation();
  const [email, setEmail] = useState('');
  const [problem, setProblem] = useState<string | null>(null);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const invalid = validateInviteEmail(email);
    setProblem(invalid);
    if (invalid !== null) return;
    try {
      const sentTo = await invite(email.trim()).unwrap();
      notify.success(invitationSent(sentTo));
      setEmail('');
    } catch (error) {
      setProblem(backendMessageOr(error, INVITATION_FAILED));
    }
  };

  return (
    <Section aria-labelledby="invite-heading">
      <SectionHeading id="invite-heading">{INVITE_HEADING}</SectionHeading>
      <Help>{INVITE_HELP}</Help>
      <InviteForm onSubmit={(event) => void submit(event)} noValidate>
        <TextField
          label={INVITE_EMAIL_LABEL}
          type="email"
          autoComplete="off"
          value={email}
          onChange={(event) => setEmail(event.target.value)}
          error={problem ?? undefined}
        />
        <Button type="submit" disabled={request.isLoading}>
          {request.isLoading ? SENDING_INVITATION : SEND_INVITATION}
        </Button>
      </InviteForm>
    </Section>
  );
}

/**
 * The organisation's team (issue #49): its members and the invitations still open. The owner
 * invites by e-mail, withdraws an invitation, removes a coordinator or hands over ownership; a
 * coordinator can leave.
 */
export function TeamScreen() {
  const team = useSelector(selectTeam);
  const self = useSelector(selectSessionUserId);
  const confirm = useConfirm();
  const query = teamApi.useTeamQuery(team?.organisationId ?? skipToken);
  const [revoke] = teamApi.useRevokeInvitationMutation();
  const [remove] = teamApi.useRemoveMemberMutation();
  const [handOver] = teamApi.useHandOverOwnershipMutation();
  const [leave] = teamApi.useLeaveOrganisationMutation();
  const owner = team?.role === 'owner';
  // When the screen opened: an invitation past its expiry then reads 'Expired'.
  const [openedAt] = useState(() => Date.now());

  const act = async (run: () => Promise<unknown>) => {
    try {
      await run();
    } catch (error) {
      notify.error(backendMessageOr(error, TEAM_ACTION_FAILED));
    }
  };

  const askRemove = async (member: TeamMember) => {
    if (
      await confirm(REMOVE_MEMBER_DETAIL, {
        title: removeMemberQuestion(member.name),
        confirmLabel: REMOVE,
        destructive: true,
      })
    ) {
      await act(() => remove(member.userId).unwrap());
    }
  };

  const askHandOver = async (member: TeamMember) => {
    if (
      await confirm(MAKE_OWNER_DETAIL, {
        title: makeOwnerQuestion(member.name),
        confirmLabel: MAKE_OWNER,
      })
    ) {
      await act(() => handOver(member.userId).unwrap());
    }
  };

  const askLeave = async () => {
    if (
      await confirm(leaveTeamDetail(team?.organisationName ?? ''), {
        title: LEAVE_TEAM_QUESTION,
        confirmLabel: LEAVE_TEAM,
        destructive: true,
      })
    ) {
      await act(() => leave().unwrap());
    }
  };

  let content;
  if (team === null || query.isLoading || query.isUninitialized) {
    content = <Loading text={LOADING_TEAM} />;
  } else if (query.data === undefined) {
    content = (
      <LoadError
        message={TEAM_LOAD_FAILED}
        retrying={query.isFetching}
        onRetry={() => void query.refetch()}
      />
    );
  } else {
    content = (
      <>
        <Section aria-labelledby="members-heading">
          <SectionHeading id="members-heading">{TEAM_MEMBERS_HEADING}</SectionHeading>
          <List>
            {query.data.members.map((member) => (
              <Row key={member.userId}>
                <Avatar src={member.profileUrl} name={member.name} size={40} />
                <Who>
                  <Name>
                    {member.name}
                    {member.userId === self ? ` (${YOU})` : ''}
                  </Name>
                  <Detail>
                    {roleName(member)} · {joinedOn(formatDate(new Date(member.joinedAt)))}
                  </Detail>
                </Who>
                {owner && member.role === 'coordinator' && (
                  <RowActions>
                    <Button
                      type="button"
                      $variant="secondary"
                      aria-label={makeOwnerLabel(member.name)}
                      onClick={() => void askHandOver(member)}
                    >
                      {MAKE_OWNER}
                    </Button>
                    <Button
                      type="button"
                      $variant="danger"
                      aria-label={removeMemberLabel(member.name)}
                      onClick={() => void askRemove(member)}
                    >
                      {REMOVE}
                    </Button>
                  </RowActions>
                )}
              </Row>
            ))}
          </List>
        </Section>
        <Section aria-labelledby="invitations-heading">
          <SectionHeading id="invitations-heading">{PENDING_INVITATIONS_HEADING}</SectionHeading>
          {query.data.invitations.length === 0 ? (
            <Detail>{NO_PENDING_INVITATIONS}</Detail>
          ) : (
            <List>
              {query.data.invitations.map((invitation) => {
                const expires = new Date(invitation.expiresAt);
                return (
                  <Row key={invitation.id}>
                    <Who>
                      <Name>{invitation.email}</Name>
                      <Detail>
                        {expires.getTime() <= openedAt
                          ? INVITATION_EXPIRED
                          : invitationExpires(formatDate(expires))}
                      </Detail>
                    </Who>
                    {owner && (
                      <Button
                        type="button"
                        $variant="secondary"
                        aria-label={withdrawInvitationLabel(invitation.email)}
                        onClick={() => void act(() => revoke(invitation.id).unwrap())}
                      >
                        {WITHDRAW}
                      </Button>
                    )}
                  </Row>
                );
              })}
            </List>
          )}
        </Section>
        {owner ? (
          <InviteCoordinator />
        ) : (
          <Button type="button" $variant="danger" onClick={() => void askLeave()}>
            {LEAVE_TEAM}
          </Button>
        )}
        {query.isError && <FormError>{TEAM_LOAD_FAILED}</FormError>}
      </>
    );
  }

  return (
    <PageColumn $width="detail">
      <Heading>{TEAM_HEADING}</Heading>
      {content}
    </PageColumn>
  );
}
