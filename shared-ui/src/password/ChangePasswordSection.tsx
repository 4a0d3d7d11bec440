import { useId } from 'react';
import { CHANGE_PASSWORD_TITLE, PASSWORD_CHANGED, type Role } from 'shared-domain';
import styled from 'styled-components';
import { NewPasswordForm } from './NewPasswordForm';
import { useChangePassword } from './useChangePassword';

const Section = styled.section`
  max-width: 560px;
  margin-top: ${({ theme }) => theme.space.xl};
  padding-top: ${({ theme }) => theme.space.xl};
  border-top: 1px solid ${({ theme }) => theme.colors.border};
`;

const Heading = styled.h2`
  margin: 0 0 ${({ theme }) => theme.space.lg};
  font-size: ${({ theme }) => theme.fontSizes.lg};
`;

export interface ChangePasswordSectionProps {
  /** The signed-in account's role, whose password rule applies. */
  role: Role;
}

/** 'Change password' in a profile's settings (volunteer and organisation edit screens). */
export function ChangePasswordSection({ role }: ChangePasswordSectionProps) {
  const changePassword = useChangePassword();
  const headingId = useId();
  return (
    <Section aria-labelledby={headingId}>
      <Heading id={headingId}>{CHANGE_PASSWORD_TITLE}</Heading>
      <NewPasswordForm
        role={role}
        submitLabel="Update password"
        onSave={changePassword}
        successMessage={PASSWORD_CHANGED}
      />
    </Section>
  );
}
