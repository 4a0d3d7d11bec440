import { LOADING } from 'shared-domain';
import styled, { keyframes } from 'styled-components';

export interface LoadingProps {
  /** One of SPEC §8's loading texts; 'Loading...' when not given. */
  text?: string;
}

const spin = keyframes`
  to { transform: rotate(360deg); }
`;

const Wrapper = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.space.md};
  padding: ${({ theme }) => theme.space.xxl} ${({ theme }) => theme.space.lg};
  color: ${({ theme }) => theme.colors.textMuted};
  text-align: center;
`;

const Spinner = styled.span`
  width: 32px;
  height: 32px;
  border: 3px solid ${({ theme }) => theme.colors.primarySoft};
  border-top-color: ${({ theme }) => theme.colors.primary};
  border-radius: 50%;
  animation: ${spin} 0.8s linear infinite;
`;

export function Loading({ text = LOADING }: LoadingProps) {
  return (
    <Wrapper role="status">
      <Spinner aria-hidden="true" />
      <span>{text}</span>
    </Wrapper>
  );
}
