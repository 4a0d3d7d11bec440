import { render, type RenderOptions } from '@testing-library/react';
import type { ReactElement, ReactNode } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { PortalThemeProvider } from '../src/theme/PortalThemeProvider';

interface Options extends Omit<RenderOptions, 'wrapper'> {
  path?: string;
}

/** Renders inside the portal theme and a router, as every app does; rerender keeps both. */
export function renderWithTheme(ui: ReactElement, { path = '/', ...options }: Options = {}) {
  function Wrapper({ children }: { children: ReactNode }) {
    return (
      <MemoryRouter initialEntries={[path]}>
        <PortalThemeProvider>{children}</PortalThemeProvider>
      </MemoryRouter>
    );
  }
  return render(ui, { wrapper: Wrapper, ...options });
}
