import type { ReactNode } from 'react';
import styled from 'styled-components';

export interface FormErrorProps {
  /** Nothing is rendered while empty, so the alert fires when a message appears. */
  children?: ReactNode;
}

const Message = styled.p`
  margin: ${({ theme }) => `${theme.space.sm} 0`};
  padding: ${({ theme }) => `${theme.space.sm} ${theme.space.md}`};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.dangerSoft};
  color: ${({ theme }) => theme.colors.danger};
  font-weight: ${({ theme }) => theme.fontWeights.medium};
`;

/** A form-level error in red under the form (e.g. 'Sign-up failed'), announced to screen readers. */
export function FormError({ children }: FormErrorProps) {
  if (children === undefined || children === null || children === '' || children === false) {
    return null;
  }
  return <Message role="alert">{children}</Message>;
}
