import styled, { keyframes } from 'styled-components';
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

const Frame = styled.div`
  display: flex;
  flex-direction: column;
  min-height: 100vh;
  min-height: 100dvh;
`;

const Bar = styled.div`
  height: ${({ theme }) => theme.layout.topBarHeight};
  background: ${({ theme }) => theme.colors.surface};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
`;

const Tabs = styled(Bar)`
  position: sticky;
  bottom: 0;
  height: ${({ theme }) => theme.layout.bottomTabsHeight};
  border-top: 1px solid ${({ theme }) => theme.colors.border};
  border-bottom: none;
`;

const Content = styled.div`
  flex: 1;
  box-sizing: border-box;
  width: 100%;
  max-width: ${({ theme }) => theme.layout.contentMaxWidth};
  margin: 0 auto;
  padding: ${({ theme }) => theme.space.lg};
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
 * The shape of a role area's screen (top bar, heading, cards, tabs) while it loads, instead of a
 * splash and then a spinner (issue #18). index.html paints the same shape before any script runs
 * (shell/public/index.html, `area-skeleton`), so the screen does not change shape on the way.
 */
export function ScreenSkeleton({ status, cards = 3 }: ScreenSkeletonProps) {
  return (
    <Frame role="status" aria-live="polite" aria-busy="true">
      <VisuallyHidden>{status}</VisuallyHidden>
      <Bar />
      <Content>
        <Heading />
        {Array.from({ length: cards }, (_, index) => (
          <Card key={index} />
        ))}
      </Content>
      <Tabs />
    </Frame>
  );
}
