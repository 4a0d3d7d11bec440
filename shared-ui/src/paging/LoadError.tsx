import styled from 'styled-components';
import { Button } from '../primitives/Button';

const Panel = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.md};
  margin: ${({ theme }) => theme.space.md} 0;
  padding: ${({ theme }) => `${theme.space.md} ${theme.space.lg}`};
  background: ${({ theme }) => theme.colors.dangerSoft};
  border: 1px solid ${({ theme }) => theme.colors.danger};
  border-radius: ${({ theme }) => theme.radii.md};
`;

const Message = styled.p`
  margin: 0;
`;

export interface LoadErrorProps {
  /** What could not be loaded, e.g. 'Your tasks could not be loaded.' */
  message: string;
  /** The read is being tried again. */
  retrying: boolean;
  onRetry: () => void;
}

/**
 * A read that failed, said as a failure with Retry: an empty list would tell the user they have
 * nothing, which is not what happened.
 */
export function LoadError({ message, retrying, onRetry }: LoadErrorProps) {
  return (
    <Panel role="alert">
      <Message>{message}</Message>
      <Button type="button" $variant="secondary" disabled={retrying} onClick={onRetry}>
        {retrying ? 'Retrying…' : 'Retry'}
      </Button>
    </Panel>
  );
}
