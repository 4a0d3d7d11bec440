import { svgDataUrl } from './svgDataUrl';

/** The bundled default avatar (SPEC §9), shown when a person has neither photo nor name. */
export const defaultAvatarUrl = svgDataUrl(`
<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 96 96">
  <rect width="96" height="96" fill="#e3f3ec"/>
  <circle cx="48" cy="38" r="18" fill="#0b6e4f"/>
  <path d="M14 96c2-20 16-32 34-32s32 12 34 32z" fill="#0b6e4f"/>
</svg>`);

/** Stands in for a missing organisation logo. */
export const organisationLogoPlaceholderUrl = svgDataUrl(`
<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 96 96">
  <rect width="96" height="96" rx="16" fill="#fdf1dc"/>
  <path d="M22 76V40l26-16 26 16v36z" fill="#f2a541"/>
  <rect x="40" y="54" width="16" height="22" fill="#ffffff"/>
  <rect x="28" y="46" width="10" height="10" fill="#ffffff"/>
  <rect x="58" y="46" width="10" height="10" fill="#ffffff"/>
</svg>`);

/** Stands in for a missing task or content image. */
export const imagePlaceholderUrl = svgDataUrl(`
<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 160 96">
  <rect width="160" height="96" fill="#eef1f0"/>
  <circle cx="52" cy="34" r="10" fill="#cfd8d3"/>
  <path d="M0 96l46-40 30 26 26-20 58 34z" fill="#cfd8d3"/>
</svg>`);
