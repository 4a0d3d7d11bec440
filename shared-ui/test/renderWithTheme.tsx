import { render, type RenderOptions } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { PortalThemeProvider } from '../src/theme/PortalThemeProvider';

interface Options extends RenderOptions {
  path?: string;
}

/** Renders inside the portal theme and a router, as every app does. */
export function renderWithTheme(ui: ReactElement, { path = '/', ...options }: Options = {}) {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <PortalThemeProvider>{ui}</PortalThemeProvider>
    </MemoryRouter>,
    options,
  );
}
