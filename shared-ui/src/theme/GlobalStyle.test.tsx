import { render } from '@testing-library/react';
import { PortalThemeProvider } from './PortalThemeProvider';
import { rankBadge, TASK_CREATE_FAILED, TASK_CREATED } from 'shared-domain';
import { GLOBAL_CSS, GLOBAL_STYLE_ATTRIBUTE, globalStyleTag } from './GlobalStyle';
import { EMOJI_FONT_FAMILY, EMOJI_UNICODE_RANGE } from './theme';

const baseStyles = () => document.head.querySelectorAll(`style[${GLOBAL_STYLE_ATTRIBUTE}]`);

afterEach(() => {
  document.head.innerHTML = '';
});

describe("the page's base styles", () => {
  it('are put in the head once, however many providers render, ahead of the components’ rules', () => {
    const components = document.createElement('style');
    components.setAttribute('data-styled', 'active');
    document.head.appendChild(components);
    render(
      <>
        <PortalThemeProvider>
          <p>One</p>
        </PortalThemeProvider>
        <PortalThemeProvider>
          <p>Two</p>
        </PortalThemeProvider>
      </>,
    );
    expect(baseStyles()).toHaveLength(1);
    expect(baseStyles()[0]?.textContent).toBe(GLOBAL_CSS);
    expect(baseStyles()[0]?.nextElementSibling).toBe(components);
  });

  it('are left as they are when the pre-rendered page carries them', () => {
    document.head.innerHTML = globalStyleTag();
    const carried = baseStyles()[0];
    render(
      <PortalThemeProvider>
        <p>Screen</p>
      </PortalThemeProvider>,
    );
    expect(baseStyles()).toHaveLength(1);
    expect(baseStyles()[0]).toBe(carried);
  });

  it('hold the palettes and the body text settings as plain CSS', () => {
    expect(GLOBAL_CSS).toContain(":root, [data-theme='light'] { color-scheme: light; --color-");
    expect(GLOBAL_CSS).toContain(
      '@media (prefers-color-scheme: dark) { :root { color-scheme: dark;',
    );
    expect(GLOBAL_CSS).toMatch(/body \{ margin: 0;.*font-family: 'Pitch In Emoji', system-ui/);
    expect(GLOBAL_CSS).not.toMatch(/\n|\/\*|=>|\[object/);
  });
});

/** Code point ranges of a CSS unicode-range list ('U+2300-23FF, U+FE0F'). */
function ranges(unicodeRange: string): [number, number][] {
  return unicodeRange.split(',').map((part) => {
    const [from, to = from] = part.trim().replace(/^U\+/, '').split('-');
    return [parseInt(from, 16), parseInt(to, 16)];
  });
}

describe('the emoji font', () => {
  const covered = ranges(EMOJI_UNICODE_RANGE);
  const inFont = (codePoint: number) =>
    covered.some(([from, to]) => codePoint >= from && codePoint <= to);

  it('is declared once, from the file the shell serves, and named first for body text', () => {
    expect(GLOBAL_CSS.match(/@font-face/g)).toHaveLength(1);
    expect(GLOBAL_CSS).toContain(
      `font-family: '${EMOJI_FONT_FAMILY}'; src: url('/fonts/twemoji.woff2')`,
    );
  });

  it('draws the medals and the emoji in the product’s messages', () => {
    const shown = [1, 2, 3].map(rankBadge).join('') + TASK_CREATED + TASK_CREATE_FAILED;
    const emoji = [...shown].filter((char) => /\p{Extended_Pictographic}/u.test(char));
    expect(emoji.length).toBeGreaterThanOrEqual(5);
    for (const char of emoji) expect(inFont(char.codePointAt(0) ?? 0)).toBe(true);
  });

  it('leaves digits, letters, arrows and symbols text means as text to the text fonts', () => {
    for (const char of '0123456789#*aZ ©®™→×·•–…') {
      expect(inFont(char.codePointAt(0) ?? 0)).toBe(false);
    }
  });
});
