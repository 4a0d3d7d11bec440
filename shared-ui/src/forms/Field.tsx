import type { ReactNode } from 'react';
import styled from 'styled-components';

export interface FieldProps {
  id: string;
  label: ReactNode;
  hint?: ReactNode;
  error?: ReactNode;
  children: ReactNode;
}

const Wrapper = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xs};
  margin-bottom: ${({ theme }) => theme.space.lg};
`;

const Label = styled.label`
  font-weight: ${({ theme }) => theme.fontWeights.medium};
`;

const Hint = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const ErrorText = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.danger};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

export const hintId = (id: string) => `${id}-hint`;
export const errorId = (id: string) => `${id}-error`;

/** aria-describedby for a control: its hint and error, when present. */
export function describedBy(id: string, hint: ReactNode, error: ReactNode): string | undefined {
  const ids = [hint ? hintId(id) : null, error ? errorId(id) : null].filter(Boolean);
  return ids.length > 0 ? ids.join(' ') : undefined;
}

/** Label, control, hint and error laid out the same way in every form. */
export function Field({ id, label, hint, error, children }: FieldProps) {
  return (
    <Wrapper>
      <Label htmlFor={id}>{label}</Label>
      {children}
      {hint ? <Hint id={hintId(id)}>{hint}</Hint> : null}
      {error ? <ErrorText id={errorId(id)}>{error}</ErrorText> : null}
    </Wrapper>
  );
}
