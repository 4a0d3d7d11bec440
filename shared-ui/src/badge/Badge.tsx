import type { ReactNode } from 'react';
import styled from 'styled-components';

export type BadgeTone = 'primary' | 'success' | 'warning' | 'danger' | 'info' | 'neutral';

export interface BadgeProps {
  tone?: BadgeTone;
  children: ReactNode;
}

const Pill = styled.span<{ $tone: BadgeTone }>`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
  padding: ${({ theme }) => `${theme.space.xxs} ${theme.space.sm}`};
  border-radius: ${({ theme }) => theme.radii.pill};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  line-height: 1.4;
  white-space: nowrap;
  ${({ theme, $tone }) => {
    const pairs: Record<BadgeTone, [string, string]> = {
      primary: [theme.colors.primarySoft, theme.colors.primary],
      success: [theme.colors.successSoft, theme.colors.success],
      warning: [theme.colors.warningSoft, theme.colors.warning],
      danger: [theme.colors.dangerSoft, theme.colors.danger],
      info: [theme.colors.infoSoft, theme.colors.info],
      neutral: [theme.colors.neutralSoft, theme.colors.neutral],
    };
    const [background, color] = pairs[$tone];
    return `background: ${background}; color: ${color};`;
  }}
`;

export function Badge({ tone = 'neutral', children }: BadgeProps) {
  return <Pill $tone={tone}>{children}</Pill>;
}
