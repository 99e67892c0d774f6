// The letters on the cards (corner ranks, court letters) as outlines, not SVG <text>: Chromium lays out and paints
// an SVG picture's text every time it draws a card from the sheet, which cost more than everything else on a sheet
// (four sheets, 52 cards: layout 56 → 4 ms, paint 105 → 35 ms of CPU in a page that draws nothing else). Outlines
// also look the same on every machine, where <text> took whichever of a list of fonts the machine had.
// The outlines come from the Liberation fonts (SIL Open Font License 1.1; Debian's fonts-liberation), metric
// twins of Arial and Times New Roman, read with opentype.js at generation time only: nothing ships but the paths.
import { readFileSync } from 'node:fs';
import opentype from 'opentype.js';

const FONT_FILES = {
  sans: '/usr/share/fonts/truetype/liberation/LiberationSans-Bold.ttf',
  serif: '/usr/share/fonts/truetype/liberation/LiberationSerif-Bold.ttf',
};

const fonts = new Map();
function font(kind) {
  if (!fonts.has(kind)) {
    let bytes;
    try {
      bytes = readFileSync(FONT_FILES[kind]);
    } catch (error) {
      throw new Error(`make-cards needs ${FONT_FILES[kind]} (apt install fonts-liberation): ${error.message}`, { cause: error });
    }
    fonts.set(kind, opentype.parse(bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength)));
  }
  return fonts.get(kind);
}

const num = (n) => {
  const r = Math.round(n * 10) / 10;
  return Object.is(r, -0) ? '0' : String(r);
};

/**
 * `label` as one <path>, as <text text-anchor="middle"> would draw it: centred on x, its baseline at y, `size` units
 * high, and squeezed (or stretched) to `width` when one is given, as textLength with lengthAdjust="spacingAndGlyphs".
 */
export function lettering(label, { x, y, size, width, kind = 'sans' }) {
  const face = font(kind);
  const advance = face.getAdvanceWidth(label, size);
  const sx = width ? width / advance : 1;
  const left = x - (advance * sx) / 2;
  const at = (px, py) => `${num(left + px * sx)} ${num(y + py)}`;
  const d = face
    .getPath(label, 0, 0, size)
    .commands.map((c) => {
      if (c.type === 'M' || c.type === 'L') return `${c.type}${at(c.x, c.y)}`;
      if (c.type === 'Q') return `Q${at(c.x1, c.y1)} ${at(c.x, c.y)}`;
      if (c.type === 'C') return `C${at(c.x1, c.y1)} ${at(c.x2, c.y2)} ${at(c.x, c.y)}`;
      return 'Z';
    })
    .join('');
  // The label stays readable in the sheet (and its tests) where the outline alone would not say what it draws.
  return `<path aria-label="${label}" d="${d}"/>`;
}
