import { render } from '@testing-library/react';
import { PortalThemeProvider } from './PortalThemeProvider';
import { GLOBAL_CSS, GLOBAL_STYLE_ATTRIBUTE, globalStyleTag } from './GlobalStyle';

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
    expect(GLOBAL_CSS).toMatch(/body \{ margin: 0;.*font-family: system-ui/);
    expect(GLOBAL_CSS).not.toMatch(/\n|\/\*|=>|\[object/);
  });
});
