import { PRODUCT_MOTIFS, type DemoPictureDesign, type StoredPicture } from './pictures.ts';

// The demo pictures' drawings: SVG made from a design (a company's initial, an industry's colour and motif), which
// `demo-pictures.ts` renders to PNG or JPEG.

const FONT = "'DejaVu Sans', 'Liberation Sans', Arial, sans-serif";
/** The stored size and type of each kind, and the width its drawing is made at (the drawings scale). */
export const PICTURE_SIZE = {
  logo: { width: 400, height: 400, drawnWidth: 400, type: 'image/png' },
  cover: { width: 1200, height: 300, drawnWidth: 1600, type: 'image/jpeg' },
  product: { width: 600, height: 600, drawnWidth: 800, type: 'image/jpeg' },
  certificate: { width: 450, height: 600, drawnWidth: 600, type: 'image/jpeg' },
} as const satisfies Record<
  DemoPictureDesign['kind'],
  { width: number; height: number; drawnWidth: number; type: StoredPicture['contentType'] }
>;

const hsl = (hue: number, saturation: number, lightness: number) =>
  `hsl(${Math.round(hue) % 360}, ${saturation}%, ${lightness}%)`;
const escapeXml = (text: string) => text.replace(/[<>&'"]/g, (c) => `&#${c.charCodeAt(0)};`);
const svg = (width: number, height: number, body: string) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">${body}</svg>`;

/** A company mark: its initial on a coloured tile, over one of four shapes. */
function logo({ label, hue, variant }: DemoPictureDesign): string {
  const shapes = [
    '<circle cx="200" cy="200" r="150" fill="none" stroke="white" stroke-opacity="0.25" stroke-width="22"/>',
    '<polygon points="200,40 338,120 338,280 200,360 62,280 62,120" fill="white" fill-opacity="0.14"/>',
    '<rect x="85" y="85" width="230" height="230" rx="28" transform="rotate(45 200 200)" fill="white" fill-opacity="0.14"/>',
    '<path d="M40 300 Q200 180 360 300 L360 360 L40 360 Z" fill="white" fill-opacity="0.16"/>',
  ];
  return svg(
    400,
    400,
    `<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1">` +
      `<stop offset="0" stop-color="${hsl(hue, 60, 46)}"/><stop offset="1" stop-color="${hsl(hue + 35, 65, 30)}"/>` +
      `</linearGradient></defs><rect width="400" height="400" fill="url(#g)"/>${shapes[variant % shapes.length]}` +
      `<text x="200" y="200" dy="0.35em" text-anchor="middle" font-family="${FONT}" font-weight="bold" ` +
      `font-size="190" fill="white">${escapeXml(label)}</text>`,
  );
}

/** A wide banner: a gradient with a factory skyline, stripes, dots or waves. */
function cover({ hue, variant }: DemoPictureDesign): string {
  const dark = hsl(hue, 35, 16);
  const patterns = [
    // A skyline of halls and chimneys.
    Array.from({ length: 16 }, (_, i) => {
      const height = 60 + ((i * 37 + variant * 11) % 130);
      const chimney =
        i % 3 === 0
          ? `<rect x="${i * 100 + 60}" y="${400 - height - 70}" width="14" height="70" fill="${dark}"/>`
          : '';
      return `<rect x="${i * 100}" y="${400 - height}" width="92" height="${height}" fill="${dark}" fill-opacity="0.85"/>${chimney}`;
    }).join(''),
    Array.from(
      { length: 24 },
      (_, i) =>
        `<rect x="${i * 80 - 200}" y="-100" width="28" height="700" transform="rotate(30 ${i * 80} 200)" fill="white" fill-opacity="0.07"/>`,
    ).join(''),
    Array.from(
      { length: 60 },
      (_, i) =>
        `<circle cx="${(i % 20) * 84 + 20}" cy="${Math.floor(i / 20) * 130 + 70}" r="${10 + ((i * 7) % 24)}" fill="white" fill-opacity="0.08"/>`,
    ).join(''),
    [0, 1, 2]
      .map(
        (i) =>
          `<path d="M0 ${250 + i * 50} C400 ${150 + i * 60} 1000 ${380 - i * 40} 1600 ${220 + i * 40} L1600 400 L0 400 Z" fill="${dark}" fill-opacity="${0.25 + i * 0.15}"/>`,
      )
      .join(''),
  ];
  return svg(
    1600,
    400,
    `<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="0.4">` +
      `<stop offset="0" stop-color="${hsl(hue, 50, 28)}"/><stop offset="1" stop-color="${hsl(hue + 45, 60, 52)}"/>` +
      `</linearGradient></defs><rect width="1600" height="400" fill="url(#g)"/>${patterns[variant % patterns.length]}`,
  );
}

/** A studio shot of a stylised part in the industry's colour, named underneath; the parts follow PRODUCT_MOTIFS. */
function product({ label, hue, variant }: DemoPictureDesign): string {
  const [light, mid, deep] = [hsl(hue, 55, 62), hsl(hue, 50, 46), hsl(hue, 50, 32)];
  const parts: Record<(typeof PRODUCT_MOTIFS)[number], string> = {
    gear:
      `<circle cx="400" cy="360" r="190" fill="none" stroke="${mid}" stroke-width="64" stroke-dasharray="37.3 37.3"/>` +
      `<circle cx="400" cy="360" r="170" fill="${mid}"/><circle cx="400" cy="360" r="120" fill="${light}"/>` +
      `<circle cx="400" cy="360" r="52" fill="${hsl(hue, 25, 95)}"/>`,
    crate:
      `<polygon points="400,170 580,270 400,370 220,270" fill="${light}"/>` +
      `<polygon points="220,270 400,370 400,570 220,470" fill="${mid}"/>` +
      `<polygon points="400,370 580,270 580,470 400,570" fill="${deep}"/>`,
    drum:
      `<rect x="250" y="220" width="300" height="300" fill="${mid}"/><ellipse cx="400" cy="520" rx="150" ry="45" fill="${mid}"/>` +
      `<rect x="250" y="220" width="60" height="300" fill="${light}" fill-opacity="0.5"/>` +
      `<ellipse cx="400" cy="220" rx="150" ry="45" fill="${light}"/>` +
      `<rect x="250" y="300" width="300" height="20" fill="${deep}"/><rect x="250" y="430" width="300" height="20" fill="${deep}"/>`,
    panels: [0, 1, 2]
      .map(
        (i) =>
          `<rect x="${230 + i * 30}" y="${190 + i * 70}" width="340" height="200" rx="18" fill="${[light, mid, deep][i]}" ` +
          `stroke="white" stroke-width="6"/>`,
      )
      .join(''),
  };
  return svg(
    800,
    800,
    `<defs><radialGradient id="g" cx="0.5" cy="0.42" r="0.7">` +
      `<stop offset="0" stop-color="white"/><stop offset="1" stop-color="${hsl(hue, 30, 86)}"/>` +
      `</radialGradient></defs><rect width="800" height="800" fill="url(#g)"/>` +
      `<ellipse cx="400" cy="640" rx="230" ry="26" fill="black" fill-opacity="0.12"/>${parts[PRODUCT_MOTIFS[variant % PRODUCT_MOTIFS.length]!]}` +
      `<text x="400" y="730" text-anchor="middle" font-family="${FONT}" font-size="40" font-weight="bold" ` +
      `fill="${deep}">${escapeXml(label)}</text>`,
  );
}

/** A framed certificate with a title, text lines and a seal. */
function certificate({ label, hue }: DemoPictureDesign): string {
  const ink = hsl(hue, 45, 35);
  const lines = Array.from(
    { length: 7 },
    (_, i) =>
      `<rect x="110" y="${330 + i * 42}" width="${380 - (i % 3) * 60}" height="12" rx="6" fill="#c9c4b5"/>`,
  ).join('');
  return svg(
    600,
    800,
    `<rect width="600" height="800" fill="#fbf8ef"/>` +
      `<rect x="30" y="30" width="540" height="740" fill="none" stroke="${ink}" stroke-width="10"/>` +
      `<rect x="52" y="52" width="496" height="696" fill="none" stroke="${ink}" stroke-width="2"/>` +
      `<text x="300" y="190" text-anchor="middle" font-family="${FONT}" font-size="46" font-weight="bold" ` +
      `letter-spacing="4" fill="${ink}">${escapeXml(label)}</text>` +
      `<rect x="200" y="230" width="200" height="4" fill="${ink}"/>${lines}` +
      `<circle cx="440" cy="640" r="70" fill="${hsl(hue + 20, 70, 45)}"/>` +
      `<circle cx="440" cy="640" r="54" fill="none" stroke="white" stroke-width="4" stroke-dasharray="8 6"/>` +
      `<rect x="110" y="660" width="180" height="4" fill="${ink}"/>`,
  );
}

const DRAW = { logo, cover, product, certificate } as const;

/** The SVG drawing of a design, at its kind's drawn width. */
export const drawPicture = (design: DemoPictureDesign): string => DRAW[design.kind](design);
