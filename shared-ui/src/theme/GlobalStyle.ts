import { useInsertionEffect } from 'react';
import {
  EMOJI_FONT_FAMILY,
  EMOJI_FONT_URL,
  EMOJI_UNICODE_RANGE,
  darkColors,
  darkShadows,
  lightColors,
  lightShadows,
  paletteDeclarations,
  theme,
} from './theme';

const LIGHT = paletteDeclarations(lightColors, lightShadows);
const DARK = paletteDeclarations(darkColors, darkShadows);

/** Comments out and each line break with its indent one space: the pre-rendered page carries it. */
function minify(css: string): string {
  return css
    .replace(/\/\*[\s\S]*?\*\//g, '')
    .replace(/\s*\n\s*/g, ' ')
    .trim();
}

/** Marks the page's one `<style>` element holding GLOBAL_CSS. */
export const GLOBAL_STYLE_ATTRIBUTE = 'data-portal-global';

/**
 * The page's base styles and the colour tokens: the light palette by default, the dark one when
 * the device asks for it, or when an element (a gallery frame, a future setting) sets
 * `data-theme`. Plain CSS: every selector is an element, universal, attribute or pseudo-class one,
 * and the theme is the same for every page.
 */
export const GLOBAL_CSS = minify(`
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

  @font-face {
    font-family: '${EMOJI_FONT_FAMILY}';
    src: url('${EMOJI_FONT_URL}') format('woff2');
    font-display: swap;
    unicode-range: ${EMOJI_UNICODE_RANGE};
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
    background: ${theme.colors.background};
    color: ${theme.colors.text};
    font-family: ${theme.fonts.body};
    font-size: ${theme.fontSizes.md};
    line-height: ${theme.lineHeights.normal};
  }

  h1, h2, h3, h4 {
    font-family: ${theme.fonts.heading};
    line-height: ${theme.lineHeights.tight};
    margin: 0 0 ${theme.space.sm};
  }

  /* One type scale: a screen's title (h1, usually set by the screen) above its sections. */
  h1 {
    font-size: ${theme.fontSizes.xl};
  }

  h2 {
    font-size: ${theme.fontSizes.lg};
  }

  h3, h4 {
    font-size: ${theme.fontSizes.md};
  }

  p {
    margin: 0 0 ${theme.space.sm};
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
    color: ${theme.colors.primary};
  }

  /* One visible focus ring for every interactive element, keyboard users only. */
  :focus-visible {
    outline: 3px solid ${theme.colors.focus};
    outline-offset: 2px;
  }

  @media (prefers-reduced-motion: reduce) {
    *, *::before, *::after {
      animation-duration: 0.01ms !important;
      transition-duration: 0.01ms !important;
      scroll-behavior: auto !important;
    }
  }
`);

/**
 * The `<style>` element that carries GLOBAL_CSS, as the pre-rendered page's `<head>` has it; it
 * goes before styled-components' own tags, so a component's rules still come after the base ones.
 */
export function globalStyleTag(): string {
  return `<style ${GLOBAL_STYLE_ATTRIBUTE}>${GLOBAL_CSS}</style>`;
}

/**
 * Puts GLOBAL_CSS in the document once, unless the page has it already (the shell's index.html
 * does). As plain CSS it costs the browser a parse of a few kilobytes: made with styled-components'
 * createGlobalStyle, it was compiled by stylis on every start, in the task that committed the first
 * screen (about 56 ms at Lighthouse's 4x slowdown, issue #18). Renders nothing.
 */
export function GlobalStyle(): null {
  useInsertionEffect(() => {
    const doc = document;
    if (doc.head.querySelector(`style[${GLOBAL_STYLE_ATTRIBUTE}]`) !== null) return;
    const style = doc.createElement('style');
    style.setAttribute(GLOBAL_STYLE_ATTRIBUTE, '');
    style.textContent = GLOBAL_CSS;
    // Before styled-components' tags (at the end of the head when there are none yet).
    doc.head.insertBefore(style, doc.head.querySelector('style[data-styled]'));
  }, []);
  return null;
}
