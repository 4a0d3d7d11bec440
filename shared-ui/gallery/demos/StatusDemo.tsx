import styled from 'styled-components';
import { Banner, Button, EmptyState, Loading, Splash, StepIndicator } from '../../src';
import { Caption, GallerySection, Grid } from '../GallerySection';

const SplashFrame = styled.div`
  height: 360px;
  overflow: hidden;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};

  /* The splash fills the viewport in an app; here it fills the frame. */
  & > div {
    min-height: 100%;
    height: 100%;
  }
`;

export function StatusDemo() {
  return (
    <>
      <GallerySection title="Banners">
        <Banner variant="approved">Applied on 24 Feb 2026</Banner>
        <br />
        <Banner variant="applied" />
        <br />
        <Banner variant="success" title="Task completed">
          You reviewed this volunteer.
        </Banner>
      </GallerySection>
      <GallerySection title="Loading and empty states">
        <Grid>
          <Loading />
          <Loading text="Loading tasks..." />
        </Grid>
        <Grid>
          <EmptyState text="No open tasks right now." />
          <EmptyState
            text="No one's topped the board yet"
            action={<Button type="button">Find your next task</Button>}
          />
        </Grid>
      </GallerySection>
      <GallerySection title="Step indicator">
        <Caption>Step 1</Caption>
        <StepIndicator steps={['Details', 'Timing', 'Points']} current={0} />
        <Caption>Step 2</Caption>
        <StepIndicator steps={['Details', 'Timing', 'Points']} current={1} />
        <Caption>Step 3</Caption>
        <StepIndicator steps={['Details', 'Timing', 'Points']} current={2} />
      </GallerySection>
      <GallerySection title="Splash">
        <SplashFrame>
          <Splash showTagline />
        </SplashFrame>
      </GallerySection>
    </>
  );
}
