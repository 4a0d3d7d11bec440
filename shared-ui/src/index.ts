// Pulls the DefaultTheme augmentation into every consumer that compiles this package.
import type {} from './styled';

export { theme, type Theme } from './theme/theme';
export { exportTheme, type ExportTheme } from './theme/exportTheme';
export { GlobalStyle } from './theme/GlobalStyle';
export { PortalThemeProvider, type PortalThemeProviderProps } from './theme/PortalThemeProvider';
export { Logo, type LogoProps } from './brand/Logo';
export * from './icons/icons';
export type { TabItem } from './layout/TabItem';
export { TopBar, type TopBarProps } from './layout/TopBar';
export { BottomTabs, type BottomTabsProps } from './layout/BottomTabs';
export { AreaLayout, type AreaLayoutProps } from './layout/AreaLayout';
