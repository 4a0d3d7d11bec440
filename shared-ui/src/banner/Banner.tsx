import { APPROVED_BANNER, AWAITING_APPROVAL_BANNER } from 'shared-domain';
import type { ReactNode } from 'react';
import styled from 'styled-components';
import { CheckIcon, ClockIcon } from '../icons/icons';

export type BannerVariant = 'approved' | 'applied' | 'success' | 'info';

export interface BannerProps {
  /** 'approved' and 'applied' carry SPEC §4's titles; 'success' and 'info' need a `title`. */
  variant: BannerVariant;
  /** Overrides the variant's own title. */
  title?: string;
  children?: ReactNode;
}

const defaultTitles: Partial<Record<BannerVariant, string>> = {
  approved: APPROVED_BANNER,
  applied: AWAITING_APPROVAL_BANNER,
};

const Box = styled.div<{ $variant: BannerVariant }>`
  display: flex;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space.md};
  padding: ${({ theme }) => theme.space.lg};
  border-radius: ${({ theme }) => theme.radii.lg};
  border-left: 6px solid;
  ${({ theme, $variant }) => {
    const success = $variant === 'approved' || $variant === 'success';
    return success
      ? `background: ${theme.colors.successSoft}; border-color: ${theme.colors.success}; color: ${theme.colors.success};`
      : `background: ${theme.colors.infoSoft}; border-color: ${theme.colors.info}; color: ${theme.colors.info};`;
  }}
`;

const Title = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.lg};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
`;

const Body = styled.div`
  color: ${({ theme }) => theme.colors.text};
`;

export function Banner({ variant, title, children }: BannerProps) {
  const shownTitle = title ?? defaultTitles[variant] ?? '';
  const success = variant === 'approved' || variant === 'success';
  return (
    <Box $variant={variant} role="status">
      {success ? <CheckIcon /> : <ClockIcon />}
      <div>
        <Title>{shownTitle}</Title>
        {children !== undefined && <Body>{children}</Body>}
      </div>
    </Box>
  );
}
