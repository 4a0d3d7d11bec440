import type { ReactNode } from 'react';
import styled from 'styled-components';

export interface EmptyStateProps {
  /** One of SPEC §8's empty-list texts. */
  text: string;
  /** The one button or link that helps the user move on, e.g. 'Find your next task'. */
  action?: ReactNode;
}

const Wrapper = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.space.lg};
  padding: ${({ theme }) => `${theme.space.xxl} ${theme.space.lg}`};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  color: ${({ theme }) => theme.colors.textMuted};
  text-align: center;
`;

const Text = styled.p`
  max-width: 32rem;
  margin: 0;
  color: ${({ theme }) => theme.colors.text};
  font-size: ${({ theme }) => theme.fontSizes.lg};
  font-weight: ${({ theme }) => theme.fontWeights.medium};
`;

/** Our own drawing, in the theme's colours (light and dark): an open box with a heart rising. */
function Illustration() {
  return (
    <svg width="120" height="96" viewBox="0 0 120 96" aria-hidden="true" focusable="false">
      <ellipse cx="60" cy="86" rx="44" ry="6" fill="var(--color-surfaceMuted)" />
      <path d="M22 44 L60 58 L98 44 L98 78 L60 92 L22 78 Z" fill="var(--color-primarySoft)" />
      <path
        d="M22 44 L60 58 L98 44 M60 58 L60 92"
        fill="none"
        stroke="var(--color-primary)"
        strokeWidth="3"
        strokeLinejoin="round"
      />
      <path
        d="M22 44 L60 58 L98 44 L98 78 L60 92 L22 78 Z"
        fill="none"
        stroke="var(--color-primary)"
        strokeWidth="3"
        strokeLinejoin="round"
      />
      <path
        d="M22 44 L10 30 L48 16 L60 30 Z"
        fill="var(--color-surface)"
        stroke="var(--color-primary)"
        strokeWidth="3"
        strokeLinejoin="round"
      />
      <path
        d="M98 44 L110 30 L72 16 L60 30 Z"
        fill="var(--color-surface)"
        stroke="var(--color-primary)"
        strokeWidth="3"
        strokeLinejoin="round"
      />
      <path
        d="M60 40 C 50 33, 47 26, 51 21 C 54 17, 58 18, 60 22 C 62 18, 66 17, 69 21 C 73 26, 70 33, 60 40 Z"
        fill="var(--color-accent)"
      />
    </svg>
  );
}

/** An empty list: a drawing, one sentence (SPEC's text) and the one action that helps. */
export function EmptyState({ text, action }: EmptyStateProps) {
  return (
    <Wrapper>
      <Illustration />
      <Text>{text}</Text>
      {action}
    </Wrapper>
  );
}
