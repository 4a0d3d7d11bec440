/** An inline SVG as a URL usable in <img>, CSS and canvas alike, so nothing is fetched from elsewhere. */
export function svgDataUrl(svg: string): string {
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg.replace(/\s+/g, ' ').trim())}`;
}
