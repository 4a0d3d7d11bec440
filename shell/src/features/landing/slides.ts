import { svgDataUrl } from 'shared-ui';

/** A simple volunteer figure standing with its feet at (x, y). */
function person(x: number, y: number, shirt: string, skin = '#f1c27d', scale = 1): string {
  return `<g transform="translate(${x} ${y}) scale(${scale})">
    <rect x="-14" y="-62" width="28" height="40" rx="12" fill="${shirt}"/>
    <rect x="-12" y="-24" width="10" height="24" rx="4" fill="#2f3b4a"/>
    <rect x="2" y="-24" width="10" height="24" rx="4" fill="#2f3b4a"/>
    <circle cx="0" cy="-76" r="13" fill="${skin}"/>
  </g>`;
}

function tree(x: number, y: number, size: number): string {
  return `<g transform="translate(${x} ${y})">
    <rect x="${-size * 0.08}" y="${-size * 0.5}" width="${size * 0.16}" height="${size * 0.5}" fill="#6b4f2a"/>
    <circle cx="0" cy="${-size * 0.7}" r="${size * 0.38}" fill="#2e8b57"/>
    <circle cx="${-size * 0.22}" cy="${-size * 0.55}" r="${size * 0.26}" fill="#3aa36a"/>
  </g>`;
}

function scene(content: string): string {
  return svgDataUrl(
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 800 600" preserveAspectRatio="xMidYMid slice">${content}</svg>`,
  );
}

const parkCleanUp = scene(`
  <defs><linearGradient id="s" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#8fd3f4"/><stop offset="1" stop-color="#e3f3ec"/></linearGradient></defs>
  <rect width="800" height="600" fill="url(#s)"/>
  <circle cx="660" cy="110" r="54" fill="#f2c94c"/>
  <path d="M0 380 Q200 300 420 370 T800 350 V600 H0Z" fill="#7cc47f"/>
  <path d="M0 450 Q260 400 520 450 T800 440 V600 H0Z" fill="#4fa861"/>
  ${tree(120, 420, 160)}${tree(700, 430, 190)}${tree(560, 400, 110)}
  ${person(300, 520, '#0b6e4f')}${person(380, 530, '#f2a541', '#c68642')}
  <path d="M405 470 l22 0 l-4 44 l-14 0z" fill="#3d4b5c"/>
  ${person(470, 515, '#1849a9', '#8d5524')}
  <rect x="220" y="500" width="26" height="22" rx="3" fill="#f2a541"/>
`);

const foodBank = scene(`
  <rect width="800" height="600" fill="#fdf1dc"/>
  <rect y="470" width="800" height="130" fill="#d9b38c"/>
  <rect x="60" y="120" width="300" height="340" fill="#b98b5e"/>
  <rect x="70" y="200" width="280" height="10" fill="#8a6240"/>
  <rect x="70" y="300" width="280" height="10" fill="#8a6240"/>
  <rect x="70" y="400" width="280" height="10" fill="#8a6240"/>
  <rect x="90" y="150" width="60" height="50" fill="#e36d5d"/><rect x="170" y="160" width="50" height="40" fill="#f2c94c"/><rect x="240" y="140" width="80" height="60" fill="#6fcf97"/>
  <rect x="90" y="250" width="70" height="50" fill="#56ccf2"/><rect x="180" y="255" width="60" height="45" fill="#f2994a"/><rect x="260" y="245" width="60" height="55" fill="#e36d5d"/>
  <rect x="100" y="350" width="80" height="50" fill="#f2c94c"/><rect x="200" y="345" width="110" height="55" fill="#6fcf97"/>
  <rect x="430" y="380" width="320" height="30" rx="6" fill="#8a6240"/>
  <rect x="450" y="410" width="20" height="90" fill="#8a6240"/><rect x="710" y="410" width="20" height="90" fill="#8a6240"/>
  <rect x="470" y="330" width="80" height="50" fill="#c89f73"/><path d="M470 330 l40 -20 l40 20z" fill="#b98b5e"/>
  ${person(520, 540, '#0b6e4f', '#c68642', 1.3)}${person(640, 545, '#f2a541', '#f1c27d', 1.3)}
  <circle cx="640" cy="360" r="18" fill="#e36d5d"/><circle cx="670" cy="365" r="14" fill="#6fcf97"/>
`);

const beachCleanUp = scene(`
  <defs><linearGradient id="b" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#ffb88c"/><stop offset="1" stop-color="#ffe0b2"/></linearGradient></defs>
  <rect width="800" height="600" fill="url(#b)"/>
  <circle cx="400" cy="300" r="90" fill="#ffd166"/>
  <rect y="300" width="800" height="140" fill="#2a9d8f"/>
  <path d="M0 330 Q100 315 200 330 T400 330 T600 330 T800 330" stroke="#8ecae6" stroke-width="6" fill="none"/>
  <path d="M0 390 Q100 375 200 390 T400 390 T600 390 T800 390" stroke="#8ecae6" stroke-width="6" fill="none"/>
  <path d="M0 430 Q400 400 800 430 V600 H0Z" fill="#f4d35e"/>
  ${person(180, 560, '#1849a9', '#8d5524', 1.2)}${person(320, 570, '#0b6e4f', '#f1c27d', 1.2)}${person(600, 560, '#e36d5d', '#c68642', 1.2)}
  <path d="M335 505 l26 0 l-5 50 l-16 0z" fill="#3d4b5c"/>
  <circle cx="460" cy="540" r="8" fill="#56ccf2"/><rect x="500" y="525" width="10" height="24" rx="3" fill="#6fcf97"/>
`);

const communityMural = scene(`
  <defs><linearGradient id="n" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#1d3557"/><stop offset="1" stop-color="#457b9d"/></linearGradient></defs>
  <rect width="800" height="600" fill="url(#n)"/>
  <rect x="40" y="220" width="90" height="260" fill="#264653"/><rect x="140" y="160" width="110" height="320" fill="#2a4d69"/>
  <rect x="560" y="190" width="100" height="290" fill="#264653"/><rect x="670" y="250" width="100" height="230" fill="#2a4d69"/>
  <rect x="260" y="230" width="290" height="250" rx="8" fill="#f5f7f6"/>
  <circle cx="330" cy="300" r="36" fill="#f2a541"/><path d="M390 420 Q430 280 500 330" stroke="#0b6e4f" stroke-width="18" fill="none" stroke-linecap="round"/>
  <path d="M300 430 C290 400 330 380 350 405 C370 380 410 400 400 430 L350 470Z" fill="#e36d5d"/>
  <rect y="480" width="800" height="120" fill="#3c4f65"/>
  ${person(220, 580, '#f2a541', '#8d5524', 1.2)}${person(600, 585, '#0b6e4f', '#f1c27d', 1.2)}
  <rect x="630" y="470" width="40" height="8" rx="4" fill="#f2c94c" transform="rotate(-35 630 470)"/>
  <circle cx="90" cy="80" r="3" fill="#fff"/><circle cx="300" cy="60" r="2" fill="#fff"/><circle cx="700" cy="100" r="3" fill="#fff"/><circle cx="520" cy="40" r="2" fill="#fff"/>
`);

export type Slide = { src: string; description: string };

/** The landing slideshow's four pictures (SPEC §9), drawn here so nothing is fetched from elsewhere. */
export const SLIDES: readonly Slide[] = [
  { src: parkCleanUp, description: 'Volunteers tidying up a park' },
  { src: foodBank, description: 'Volunteers packing a food bank' },
  { src: beachCleanUp, description: 'Volunteers cleaning a beach at sunset' },
  { src: communityMural, description: 'Volunteers painting a community mural' },
];
