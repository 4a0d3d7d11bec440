import { Link } from 'react-router-dom';
import { paths, SLIDESHOW_INTERVAL_MS, SPLASH_TEXT, TAGLINE } from 'shared-domain';
import { Button, Logo } from 'shared-ui';
import styled from 'styled-components';
import { useSlideIndex } from '../hooks/useSlideIndex';
import { SLIDES } from '../slides';

const Screen = styled.main`
  position: relative;
  display: flex;
  flex-direction: column;
  justify-content: flex-end;
  min-height: 100vh;
  min-height: 100dvh;
  overflow: hidden;
  color: #ffffff;
  background: ${({ theme }) => theme.colors.text};

  @media (min-width: ${({ theme }) => theme.breakpoints.tablet}) {
    justify-content: center;
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

/** Darkens the pictures behind the text so it stays readable on every slide. */
const Shade = styled.div`
  position: absolute;
  inset: 0;
  background: linear-gradient(180deg, rgba(16, 24, 20, 0.15) 0%, rgba(16, 24, 20, 0.8) 65%);
`;

const Content = styled.div`
  position: relative;
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.lg};
  width: 100%;
  max-width: 560px;
  margin: 0 auto;
  padding: ${({ theme }) => `${theme.space.xxxl} ${theme.space.xl}`};
`;

const Brand = styled.p`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  margin: 0;
  font-weight: ${({ theme }) => theme.fontWeights.bold};
`;

const Slogan = styled.h1`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.display};
  line-height: ${({ theme }) => theme.lineHeights.tight};
`;

const Lead = styled.p`
  margin: 0;
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

const Dots = styled.ol`
  display: flex;
  gap: ${({ theme }) => theme.space.sm};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Dot = styled.li<{ $active: boolean }>`
  width: 10px;
  height: 10px;
  border-radius: ${({ theme }) => theme.radii.round};
  background: ${({ $active }) => ($active ? '#ffffff' : 'rgba(255, 255, 255, 0.45)')};
`;

/** The signed-out landing (SPEC §2, §9): four pictures changing every 3 s, slogan, two ways in. */
export function LandingScreen() {
  const current = useSlideIndex(SLIDES.length, SLIDESHOW_INTERVAL_MS);
  return (
    <Screen>
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
      <Shade />
      <Content>
        <Brand>
          <Logo size={40} />
          Volunteer portal
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
        <Dots aria-hidden="true">
          {SLIDES.map((slide, index) => (
            <Dot key={slide.description} $active={index === current} />
          ))}
        </Dots>
      </Content>
    </Screen>
  );
}
