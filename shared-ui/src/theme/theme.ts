/**
 * The portal's design tokens (issue #19): colour, type scale, spacing, radius, elevation, motion,
 * breakpoints and layout widths. Components read them through styled-components' theme.
 *
 * Colours and elevation are CSS custom properties: `theme.colors.primary` is
 * `var(--color-primary)`, and GlobalStyle defines each property twice, once per palette below, so the
 * whole portal follows the device's light or dark setting without re-rendering. Colour pairs are
 * chosen to pass WCAG AA (4.5:1) for body text in both palettes, because the gallery is checked
 * with axe-core and every app inherits these values.
 */
export const lightColors = {
  primary: '#0b6e4f',
  primaryHover: '#085a40',
  primarySoft: '#e3f3ec',
  onPrimary: '#ffffff',
  accent: '#f2a541',
  accentSoft: '#fdf1dc',
  background: '#f5f7f6',
  surface: '#ffffff',
  surfaceMuted: '#eef1f0',
  text: '#17211c',
  textMuted: '#4a5852',
  border: '#cfd8d3',
  focus: '#1d4ed8',
  success: '#067647',
  successSoft: '#dcfae6',
  warning: '#93370d',
  warningSoft: '#fef0c7',
  danger: '#b42318',
  dangerSoft: '#fee4e2',
  info: '#1849a9',
  infoSoft: '#d1e9ff',
  neutral: '#344054',
  neutralSoft: '#eaecf0',
  star: '#b54708',
  overlay: 'rgba(16, 24, 20, 0.55)',
} as const;

export type ColorName = keyof typeof lightColors;

export const darkColors: Record<ColorName, string> = {
  primary: '#4cc494',
  primaryHover: '#6fd3ab',
  primarySoft: '#173a2d',
  onPrimary: '#06241a',
  accent: '#f2a541',
  accentSoft: '#3d2c12',
  background: '#0f1512',
  surface: '#18211c',
  surfaceMuted: '#212c26',
  text: '#e8efeb',
  textMuted: '#a9b8b0',
  border: '#34433b',
  focus: '#8ab4ff',
  success: '#5fd49a',
  successSoft: '#12362a',
  warning: '#f5b86b',
  warningSoft: '#3a2a12',
  danger: '#ff8a80',
  dangerSoft: '#42201d',
  info: '#8cb8ff',
  infoSoft: '#172a4a',
  neutral: '#c9d1dc',
  neutralSoft: '#2a3139',
  star: '#f5b041',
  overlay: 'rgba(0, 0, 0, 0.65)',
};

export const lightShadows = {
  sm: '0 1px 2px rgba(16, 24, 20, 0.08)',
  md: '0 4px 12px rgba(16, 24, 20, 0.12)',
  lg: '0 12px 32px rgba(16, 24, 20, 0.2)',
} as const;

export type ShadowName = keyof typeof lightShadows;

export const darkShadows: Record<ShadowName, string> = {
  sm: '0 1px 2px rgba(0, 0, 0, 0.5)',
  md: '0 4px 12px rgba(0, 0, 0, 0.55)',
  lg: '0 12px 32px rgba(0, 0, 0, 0.6)',
};

/** The custom property that holds a token, e.g. `--color-primary`. */
export const colorProperty = (name: ColorName) => `--color-${name}`;
export const shadowProperty = (name: ShadowName) => `--shadow-${name}`;

function references<K extends string>(names: readonly K[], property: (name: K) => string) {
  return Object.fromEntries(names.map((name) => [name, `var(${property(name)})`])) as Record<
    K,
    string
  >;
}

/** The declarations of one palette, for GlobalStyle. */
export function paletteDeclarations(
  colors: Record<ColorName, string>,
  shadows: Record<ShadowName, string>,
): string {
  return [
    ...Object.entries(colors).map(
      ([name, value]) => `${colorProperty(name as ColorName)}: ${value};`,
    ),
    ...Object.entries(shadows).map(
      ([name, value]) => `${shadowProperty(name as ShadowName)}: ${value};`,
    ),
  ].join('\n');
}

/**
 * The product's emoji font: Twemoji as a colour (COLR) font, which Chromium, Firefox and Safari all
 * draw, so reward pictures, medals and messages look the same on every device, CI's Chromium and
 * Linux desktops without an emoji font included (issue #44). The shell serves the file
 * (shell/webpack.config.cjs); the browser fetches it (476 KB, once, then cached) only when a screen
 * shows a character in its range.
 */
export const EMOJI_FONT_FAMILY = 'Pitch In Emoji';
export const EMOJI_FONT_URL = '/fonts/twemoji.woff2';
/**
 * Emoji only: not digits, '#', '*', '©', '®', '™' or arrows, which the font also draws as emoji
 * but text means as text. Without U+0020 it never sets a line's height either (CSS Fonts 4,
 * "first available font").
 */
export const EMOJI_UNICODE_RANGE =
  'U+200D, U+20E3, U+2300-23FF, U+2460-24FF, U+25A0-27BF, U+2900-297F, U+2B00-2BFF, U+3030, U+303D, U+3297, U+3299, U+FE0F, U+1F000-1FAFF, U+E0020-E007F';

const TEXT_FONTS =
  "system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif";

export const theme = {
  colors: references(Object.keys(lightColors) as ColorName[], colorProperty),
  fonts: {
    // The emoji font first: its range holds emoji only, and a text font's own black-and-white
    // glyph for one (DejaVu's ☕) would otherwise win.
    body: `'${EMOJI_FONT_FAMILY}', ${TEXT_FONTS}`,
    heading: `'${EMOJI_FONT_FAMILY}', ${TEXT_FONTS}`,
    mono: "ui-monospace, SFMono-Regular, Menlo, Consolas, 'Liberation Mono', 'DejaVu Sans Mono', monospace",
  },
  fontSizes: {
    xs: '0.75rem',
    sm: '0.875rem',
    md: '1rem',
    lg: '1.125rem',
    xl: '1.375rem',
    xxl: '1.75rem',
    display: '2.25rem',
  },
  fontWeights: { regular: 400, medium: 500, bold: 700 },
  lineHeights: { tight: 1.2, normal: 1.5 },
  space: {
    xxs: '2px',
    xs: '4px',
    sm: '8px',
    md: '12px',
    lg: '16px',
    xl: '24px',
    xxl: '32px',
    xxxl: '48px',
  },
  radii: { sm: '4px', md: '8px', lg: '16px', pill: '999px', round: '50%' },
  shadows: references(Object.keys(lightShadows) as ShadowName[], shadowProperty),
  /**
   * Where the layout changes: below `medium` the phone layout (top bar, bottom tabs); from `medium`
   * a navigation rail; from `desktop` the full sidebar and multi-column content.
   */
  breakpoints: { tablet: '600px', medium: '768px', desktop: '1024px', wide: '1280px' },
  layout: {
    topBarHeight: '56px',
    bottomTabsHeight: '64px',
    railWidth: '96px',
    sidebarWidth: '248px',
    /** The widest the content of a screen grows, centred beside the navigation. */
    contentMaxWidth: '1120px',
    /** Reading widths: a form, and a detail or profile column. */
    formWidth: '560px',
    detailWidth: '760px',
    /** The smallest a pointer or touch target may be (WCAG 2.5.5, axe's target-size). */
    minTarget: '44px',
  },
  zIndices: { bar: 10, dialog: 100, toast: 1000 },
  transitions: { fast: '120ms ease-out', normal: '240ms ease-out' },
} as const;

export type Theme = typeof theme;
