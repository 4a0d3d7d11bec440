import type { ReactNode } from 'react';
import { ThemeProvider } from 'styled-components';
import { ConfirmProvider } from '../confirm/ConfirmProvider';
import { GlobalStyle } from './GlobalStyle';
import { theme } from './theme';

export interface PortalThemeProviderProps {
  children: ReactNode;
}

/** Theme, global styles and the shared confirm dialog: wrap each app's root in this once. */
export function PortalThemeProvider({ children }: PortalThemeProviderProps) {
  return (
    <ThemeProvider theme={theme}>
      <GlobalStyle />
      <ConfirmProvider>{children}</ConfirmProvider>
    </ThemeProvider>
  );
}
