import { useId, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { paths } from 'shared-domain';
import { CheckIcon, ChevronRightIcon, HomeIcon, UsersIcon } from 'shared-ui';
import styled from 'styled-components';
import { SignUpPanel } from './SignUpPanel';

const Choices = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  margin: 0;
  padding: 0;
  list-style: none;
  text-align: left;
`;

const Lead = styled.p`
  margin: 0 0 ${({ theme }) => theme.space.lg};
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Card = styled(Link)<{ $primary: boolean }>`
  display: grid;
  grid-template-columns: auto minmax(0, 1fr) auto;
  align-items: center;
  gap: ${({ theme }) => `${theme.space.sm} ${theme.space.md}`};
  padding: ${({ theme }) => theme.space.lg};
  border: 2px solid
    ${({ theme, $primary }) => ($primary ? theme.colors.primary : theme.colors.border)};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  text-decoration: none;
  box-shadow: ${({ theme }) => theme.shadows.sm};

  &:hover {
    border-color: ${({ theme }) => theme.colors.primary};
    box-shadow: ${({ theme }) => theme.shadows.md};
  }

  > svg:first-child {
    color: ${({ theme }) => theme.colors.primary};
  }
`;

const Title = styled.span`
  font-size: ${({ theme }) => theme.fontSizes.lg};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
`;

const Gets = styled.ul`
  grid-column: 2 / -1;
  display: grid;
  gap: ${({ theme }) => theme.space.xxs};
  margin: 0;
  padding: 0;
  list-style: none;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};

  li {
    display: flex;
    align-items: flex-start;
    gap: ${({ theme }) => theme.space.xs};
  }

  svg {
    flex: none;
    margin-top: 2px;
    color: ${({ theme }) => theme.colors.success};
  }
`;

function RoleCard({
  to,
  icon,
  title,
  gets,
  primary = false,
}: {
  to: string;
  icon: ReactNode;
  title: string;
  gets: readonly string[];
  primary?: boolean;
}) {
  const titleId = useId();
  const getsId = useId();
  return (
    <li>
      <Card to={to} $primary={primary} aria-labelledby={titleId} aria-describedby={getsId}>
        {icon}
        <Title id={titleId}>{title}</Title>
        <ChevronRightIcon aria-hidden="true" />
        <Gets id={getsId}>
          {gets.map((item) => (
            <li key={item}>
              <CheckIcon size={16} />
              {item}
            </li>
          ))}
        </Gets>
      </Card>
    </li>
  );
}

/** /signup (SPEC §2): the role choice, each role saying what it gets. */
export function SignUpChoice() {
  return (
    <SignUpPanel title="Create your account">
      <Lead>How will you use the portal?</Lead>
      <Choices>
        <RoleCard
          to={paths.volunteerSignUp}
          icon={<UsersIcon size={32} />}
          title="Sign Up as Volunteer"
          gets={[
            'Find tasks from the organisations you follow',
            'Earn points for every task done, and redeem them',
            'Chat with the organisers',
          ]}
          primary
        />
        <RoleCard
          to={paths.organisationSignUp}
          icon={<HomeIcon size={32} />}
          title="Sign Up as Organisation"
          gets={[
            'Post tasks and choose your volunteers',
            'See at a glance who is waiting and what is due',
            'Review volunteers and message them',
          ]}
        />
      </Choices>
    </SignUpPanel>
  );
}
