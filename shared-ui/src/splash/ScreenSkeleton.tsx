import styled, { keyframes } from 'styled-components';
import { AreaContent, AreaFrame, medium } from '../layout/areaFrame';
import { VisuallyHidden } from '../primitives/VisuallyHidden';

export interface ScreenSkeletonProps {
  /** What is loading, for screen readers (the spec's loading or splash text). */
  status: string;
  /** How many card placeholders the list shows. */
  cards?: number;
}

const shimmer = keyframes`
  0% { opacity: 1; }
  50% { opacity: 0.55; }
  100% { opacity: 1; }
`;

/** The top bar on phones; the rail or sidebar from the `medium` width. */
const Side = styled.div`
  height: ${({ theme }) => theme.layout.topBarHeight};
  background: ${({ theme }) => theme.colors.surface};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};

  ${medium} {
    position: sticky;
    top: 0;
    height: 100vh;
    height: 100dvh;
    border-bottom: none;
    border-right: 1px solid ${({ theme }) => theme.colors.border};
  }
`;

/** The tabs, on phones only. */
const Tabs = styled.div`
  position: fixed;
  right: 0;
  bottom: 0;
  left: 0;
  height: ${({ theme }) => theme.layout.bottomTabsHeight};
  background: ${({ theme }) => theme.colors.surface};
  border-top: 1px solid ${({ theme }) => theme.colors.border};

  ${medium} {
    display: none;
  }
`;

const Block = styled.div`
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surfaceMuted};
  animation: ${shimmer} 1.6s ease-in-out infinite;
  @media (prefers-reduced-motion: reduce) {
    animation: none;
  }
`;

const Heading = styled(Block)`
  width: 40%;
  height: 28px;
  margin-bottom: ${({ theme }) => theme.space.xl};
`;

const Card = styled(Block)`
  height: 148px;
  margin-bottom: ${({ theme }) => theme.space.lg};
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
`;

/**
 * The shape of a role area's screen (navigation, heading, cards) while it loads, instead of a
 * splash and then a spinner (issue #18). index.html paints the same shape before any script runs
 * (shell/public/index.html, `area-skeleton`), so the screen does not change shape on the way.
 */
export function ScreenSkeleton({ status, cards = 3 }: ScreenSkeletonProps) {
  return (
    <AreaFrame role="status" aria-live="polite" aria-busy="true">
      <VisuallyHidden>{status}</VisuallyHidden>
      <Side />
      <AreaContent as="div">
        <Heading />
        {Array.from({ length: cards }, (_, index) => (
          <Card key={index} />
        ))}
      </AreaContent>
      <Tabs />
    </AreaFrame>
  );
}
