/**
 * The dark style of the exported task image (SPEC §9: dark background). Plain values rather than
 * CSS, because the image is painted on a canvas, not rendered through styled-components. Scale
 * and JPEG quality are business constants: shared-domain's EXPORT_IMAGE_SCALE and
 * EXPORT_JPEG_QUALITY.
 */
export const exportTheme = {
  background: '#101814',
  surface: '#1b2621',
  headerBackground: '#0b6e4f',
  text: '#f4f7f5',
  textMuted: '#b7c4bd',
  accent: '#f2a541',
  border: '#33423b',
  fontFamily: "system-ui, -apple-system, 'Segoe UI', Roboto, Arial, sans-serif",
  titleFontSize: 28,
  bodyFontSize: 16,
  padding: 32,
  rowHeight: 40,
} as const;

export type ExportTheme = typeof exportTheme;
