import { createGlobalStyle } from 'styled-components';
import { darkColors, darkShadows, lightColors, lightShadows, paletteDeclarations } from './theme';

const LIGHT = paletteDeclarations(lightColors, lightShadows);
const DARK = paletteDeclarations(darkColors, darkShadows);

/**
 * The page's base styles and the colour tokens: the light palette by default, the dark one when
 * the device asks for it, or when an element (a gallery frame, a future setting) sets
 * `data-theme`.
 */
export const GlobalStyle = createGlobalStyle`
  :root, [data-theme='light'] {
    color-scheme: light;
    ${LIGHT}
  }

  @media (prefers-color-scheme: dark) {
    :root {
      color-scheme: dark;
      ${DARK}
    }
  }

  [data-theme='dark'] {
    color-scheme: dark;
    ${DARK}
  }

  *, *::before, *::after {
    box-sizing: border-box;
  }

  html {
    -webkit-text-size-adjust: 100%;
  }

  body {
    margin: 0;
    min-width: 320px;
    background: ${({ theme }) => theme.colors.background};
    color: ${({ theme }) => theme.colors.text};
    font-family: ${({ theme }) => theme.fonts.body};
    font-size: ${({ theme }) => theme.fontSizes.md};
    line-height: ${({ theme }) => theme.lineHeights.normal};
  }

  h1, h2, h3, h4 {
    font-family: ${({ theme }) => theme.fonts.heading};
    line-height: ${({ theme }) => theme.lineHeights.tight};
    margin: 0 0 ${({ theme }) => theme.space.sm};
  }

  /* One type scale: a screen's title (h1, usually set by the screen) above its sections. */
  h1 {
    font-size: ${({ theme }) => theme.fontSizes.xl};
  }

  h2 {
    font-size: ${({ theme }) => theme.fontSizes.lg};
  }

  h3, h4 {
    font-size: ${({ theme }) => theme.fontSizes.md};
  }

  p {
    margin: 0 0 ${({ theme }) => theme.space.sm};
  }

  img, svg {
    max-width: 100%;
    vertical-align: middle;
  }

  button, input, select, textarea {
    font: inherit;
    color: inherit;
  }

  a {
    color: ${({ theme }) => theme.colors.primary};
  }

  /* One visible focus ring for every interactive element, keyboard users only. */
  :focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }

  @media (prefers-reduced-motion: reduce) {
    *, *::before, *::after {
      animation-duration: 0.01ms !important;
      transition-duration: 0.01ms !important;
      scroll-behavior: auto !important;
    }
  }
`;
