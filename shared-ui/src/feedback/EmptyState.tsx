import type { ReactNode } from 'react';
import styled from 'styled-components';

export interface EmptyStateProps {
  /** One of SPEC §8's empty-list texts. */
  text: string;
  /** A button or link that helps the user move on, e.g. 'Find your next task'. */
  action?: ReactNode;
}

const Wrapper = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.space.lg};
  padding: ${({ theme }) => theme.space.xxl} ${({ theme }) => theme.space.lg};
  border: 2px dashed ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  color: ${({ theme }) => theme.colors.textMuted};
  text-align: center;
`;

const Text = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.lg};
`;

export function EmptyState({ text, action }: EmptyStateProps) {
  return (
    <Wrapper>
      <Text>{text}</Text>
      {action}
    </Wrapper>
  );
}
