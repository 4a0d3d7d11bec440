import { useState } from 'react';
import { Link } from 'react-router-dom';
import { paths, SLIDESHOW_INTERVAL_MS, SPLASH_TEXT, TAGLINE } from 'shared-domain';
import { Button, Logo, PRODUCT_NAME, useMediaQuery } from 'shared-ui';
import styled from 'styled-components';
import { useSlideIndex } from '../hooks/useSlideIndex';
import { SLIDES } from '../slides';

// The art beside the words on wider screens and above them on phones, never under a dark shade.
const Screen = styled.main`
  display: grid;
  grid-template-rows: minmax(240px, 42vh) auto;
  min-height: 100vh;
  min-height: 100dvh;
  background: ${({ theme }) => theme.colors.surface};

  @media (min-width: ${({ theme }) => theme.breakpoints.medium}) {
    grid-template-rows: none;
    grid-template-columns: minmax(0, 1fr) minmax(0, 1.1fr);
  }
`;

const Art = styled.div`
  position: relative;
  overflow: hidden;
  background: ${({ theme }) => theme.colors.primarySoft};

  @media (min-width: ${({ theme }) => theme.breakpoints.medium}) {
    order: 2;
  }
`;

const Picture = styled.img<{ $visible: boolean }>`
  position: absolute;
  inset: 0;
  width: 100%;
  height: 100%;
  object-fit: cover;
  opacity: ${({ $visible }) => ($visible ? 1 : 0)};
  transition: opacity 800ms ease-in-out;

  @media (prefers-reduced-motion: reduce) {
    transition: none;
  }
`;

const Content = styled.div`
  display: flex;
  flex-direction: column;
  justify-content: center;
  gap: ${({ theme }) => theme.space.lg};
  width: 100%;
  max-width: 560px;
  margin: 0 auto;
  padding: ${({ theme }) => `${theme.space.xxl} ${theme.space.xl}`};
`;

const Brand = styled.p`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.xl};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
`;

const Slogan = styled.h1`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.display};
  line-height: ${({ theme }) => theme.lineHeights.tight};
`;

const Lead = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.lg};
`;

const Actions = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.md};

  @media (min-width: ${({ theme }) => theme.breakpoints.tablet}) {
    flex-direction: row;
  }
`;

const Controls = styled.div`
  position: absolute;
  right: ${({ theme }) => theme.space.md};
  bottom: ${({ theme }) => theme.space.md};
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => theme.space.xs};
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadows.md};
`;

const Dots = styled.ol`
  display: flex;
  gap: ${({ theme }) => theme.space.sm};
  margin: 0;
  padding: 0 ${({ theme }) => theme.space.sm};
  list-style: none;
`;

const Dot = styled.li<{ $active: boolean }>`
  width: 10px;
  height: 10px;
  border-radius: ${({ theme }) => theme.radii.round};
  background: ${({ theme, $active }) => ($active ? theme.colors.primary : theme.colors.border)};
`;

const PauseButton = styled.button`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: ${({ theme }) => theme.layout.minTarget};
  height: ${({ theme }) => theme.layout.minTarget};
  border: none;
  border-radius: ${({ theme }) => theme.radii.round};
  background: ${({ theme }) => theme.colors.primary};
  color: ${({ theme }) => theme.colors.onPrimary};
  cursor: pointer;
`;

function PlayPauseIcon({ playing }: { playing: boolean }) {
  return (
    <svg width="18" height="18" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      {playing ? (
        <path d="M7 5h3.5v14H7zM13.5 5H17v14h-3.5z" fill="currentColor" />
      ) : (
        <path d="M8 5l11 7-11 7z" fill="currentColor" />
      )}
    </svg>
  );
}

/**
 * The signed-out landing (SPEC §2, §9): four pictures changing every 3 s (paused at the visitor's
 * word, or from the start when their device asks for reduced motion), the product's name, slogan
 * and two ways in.
 */
export function LandingScreen() {
  const reducedMotion = useMediaQuery('(prefers-reduced-motion: reduce)');
  const [pausedByVisitor, setPausedByVisitor] = useState<boolean | null>(null);
  const paused = pausedByVisitor ?? reducedMotion;
  const current = useSlideIndex(SLIDES.length, SLIDESHOW_INTERVAL_MS, paused);
  return (
    <Screen>
      <Art>
        {SLIDES.map((slide, index) => (
          <Picture
            key={slide.description}
            src={slide.src}
            alt={index === current ? slide.description : ''}
            aria-hidden={index === current ? undefined : true}
            data-testid="landing-slide"
            data-active={index === current}
            $visible={index === current}
          />
        ))}
        <Controls>
          <Dots aria-hidden="true">
            {SLIDES.map((slide, index) => (
              <Dot key={slide.description} $active={index === current} />
            ))}
          </Dots>
          <PauseButton
            type="button"
            aria-label={paused ? 'Play slideshow' : 'Pause slideshow'}
            onClick={() => setPausedByVisitor(!paused)}
          >
            <PlayPauseIcon playing={!paused} />
          </PauseButton>
        </Controls>
      </Art>
      <Content>
        <Brand>
          <Logo size={44} />
          {PRODUCT_NAME}
        </Brand>
        <Slogan>{TAGLINE}</Slogan>
        <Lead>{SPLASH_TEXT}</Lead>
        <Actions>
          <Button as={Link} to={paths.signUp} $fullWidth>
            Join for free
          </Button>
          <Button as={Link} to={paths.login} $variant="secondary" $fullWidth>
            Sign in
          </Button>
        </Actions>
      </Content>
    </Screen>
  );
}
