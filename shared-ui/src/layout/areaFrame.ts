import styled from 'styled-components';
import { theme } from '../theme/theme';

/*
 * The frame every role area shares with its loading skeleton (ScreenSkeleton), so the screen keeps
 * its shape from the first paint to the loaded content.
 */
/** Media queries of the theme's layout breakpoints, for `${medium} { ... }` in a style. */
export const medium = `@media (min-width: ${theme.breakpoints.medium})`;
export const desktop = `@media (min-width: ${theme.breakpoints.desktop})`;

/** `$bare`: a phone shows no bars around the screen (a conversation, AreaLayout). */
export const AreaFrame = styled.div<{ $bare?: boolean }>`
  min-height: 100vh;
  min-height: 100dvh;
  /* Room for the fixed tabs, so the last row of a screen is never hidden behind them. */
  padding-bottom: ${({ theme, $bare = false }) =>
    $bare ? '0' : `calc(${theme.layout.bottomTabsHeight} + env(safe-area-inset-bottom))`};

  ${medium} {
    display: grid;
    grid-template-columns: ${({ theme }) => theme.layout.railWidth} minmax(0, 1fr);
    padding-bottom: 0;
  }

  ${desktop} {
    grid-template-columns: ${({ theme }) => theme.layout.sidebarWidth} minmax(0, 1fr);
  }
`;

/** `$fill`: the screen fills the column itself, edge to edge (a conversation). */
export const AreaContent = styled.main<{ $fill?: boolean }>`
  width: 100%;

  /* Focused after a move to another screen (for screen readers), without a ring around it all. */
  &:focus {
    outline: none;
  }

  max-width: ${({ theme }) => theme.layout.contentMaxWidth};
  margin: 0 auto;
  padding: ${({ theme }) => theme.space.lg};

  ${medium} {
    padding: ${({ theme }) => `${theme.space.xl} ${theme.space.xl} ${theme.space.xxl}`};
  }

  ${desktop} {
    padding: ${({ theme }) => `${theme.space.xxl} ${theme.space.xxl} ${theme.space.xxxl}`};
  }

  ${({ $fill = false }) => ($fill ? '&&& { max-width: none; padding: 0; }' : '')}
`;
