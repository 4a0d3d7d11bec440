import type { ReactNode } from 'react';
import styled from 'styled-components';

export interface FormStatusProps {
  /** A success or progress note; the region stays in the page while empty so it is announced. */
  children?: ReactNode;
}

const Region = styled.p`
  margin: ${({ theme }) => `${theme.space.sm} 0`};
  color: ${({ theme }) => theme.colors.success};
  font-weight: ${({ theme }) => theme.fontWeights.medium};

  &:empty {
    margin: 0;
  }
`;

/** A form-level note that is not an error (e.g. 'We sent you a new link.'), announced politely. */
export function FormStatus({ children }: FormStatusProps) {
  return <Region role="status">{children}</Region>;
}
