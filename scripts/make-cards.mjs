#!/usr/bin/env node
// Generates the playing-card artwork shipped in media/:
//   media/cards/<set>/{clubs,diamonds,hearts,spades}.svg – per set of sheets a sheet per suit: its
//                                    13 faces and every card back (red, blue, green), a 250×350 cell each.
//                                    A set is a card style (classic, four-colour, large-index, and
//                                    four-colour-large-index, which small four-colour cards are drawn
//                                    with) in a language: <style> in English, <style>-ru in Russian
//                                    (corner letters В, Д, К, Т for J, Q, K, A); src/protocol/protocol.ts's
//                                    sheetFolder() names the set a page draws from
//   media/icon.svg, media/activity-bar.svg                – extension icons
// Four sheets, not 54 files: Chromium parses every SVG picture as a document of its own (~3 ms
// each, ~300 ms before a table of 52 files was complete), and each time it draws one it records
// the whole document (so one sheet of all 54 made every card as slow to paint as 54). A suit a
// sheet balances the two. Each cell is also a <view> (spades.svg#KS) for a single card.
// A style is a set of sheets, not a code path: the page only changes the folder it draws from.
// Plain Node 20 ESM, deterministic output; the letters are outlines (scripts/card-lettering.mjs),
// the one step that needs a package (opentype.js) and a font file.
// media/icon.png is rasterised from media/icon.svg by scripts/render-icon.mjs.
//
// Layout notes: cards are often shown ~70–100 px wide and fanned, so only
// the top ~22 % (column fan) or the left ~25 % (row fan) of a card is seen.
// The top-left index therefore carries a large rank, one suit pip to the
// right of the rank (visible in a column fan) and one under it (visible in a
// row fan). The index is repeated, rotated, in the bottom-right corner.
// The large-index style makes that index as big as those strips allow.

import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { lettering } from './card-lettering.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const cardsDir = join(root, 'media', 'cards');

const W = 250;
const H = 350;
const R = 14;
// The icon's own small letters (the cards' letters are outlines: card-lettering.mjs).
const FONT = `'Segoe UI', 'Helvetica Neue', Arial, 'Liberation Sans', 'DejaVu Sans', sans-serif`;

const RED = '#c8102e';
const BLACK = '#1a1a1a';
// Four-colour decks keep spades black and hearts red, and give diamonds blue and clubs green.
const BLUE = '#1554c0';
const GREEN = '#137a35';
const FACE = '#fffffb';
const EDGE = '#5a5a5a';

// Suit shapes, each drawn in a 100×100 box.
const SUITS = {
  S: {
    shape:
      '<path d="M50 3C60 20 97 37 97 63C97 77 87 86 74 86C65 86 58 82 54 75C55 86 59 93 68 98H32C41 93 45 86 46 75C42 82 35 86 26 86C13 86 3 77 3 63C3 37 40 20 50 3Z"/>',
  },
  H: {
    shape: '<path d="M50 95C22 72 3 55 3 32C3 15 15 5 29 5C39 5 46 11 50 20C54 11 61 5 71 5C85 5 97 15 97 32C97 55 78 72 50 95Z"/>',
  },
  D: {
    shape: '<path d="M50 2C61 20 74 36 90 50C74 64 61 80 50 98C39 80 26 64 10 50C26 36 39 20 50 2Z"/>',
  },
  C: {
    shape:
      '<circle cx="50" cy="27" r="22"/><circle cx="26" cy="61" r="22"/><circle cx="74" cy="61" r="22"/>' +
      '<path d="M50 36L33 62L67 62Z"/><path d="M46 58C46 77 42 88 32 98H68C58 88 54 77 54 58Z"/>',
  },
};

const RANKS = ['A', '2', '3', '4', '5', '6', '7', '8', '9', 'T', 'J', 'Q', 'K'];
/** What a rank's corner and a court card's middle say, by language: the folder's suffix and the letters that differ. */
const LANGUAGES = {
  en: { suffix: '', labels: { T: '10' } },
  ru: { suffix: '-ru', labels: { T: '10', A: 'Т', J: 'В', Q: 'Д', K: 'К' } },
};

const CLASSIC_COLOURS = { S: BLACK, H: RED, D: RED, C: BLACK };

/**
 * The corner index of a style: where the rank sits (centre x, baseline y, font size, and the
 * squeezed width of wide glyphs, so the index stays inside the left strip a row fan shows whatever
 * font wins), the pip beside it (seen in a column fan) and the pip under it (seen in a row fan).
 */
const INDEX = {
  // Widths by the label drawn (the Cyrillic letters' too), about each glyph's own in a bold sans.
  classic: {
    x: 33,
    y: 57,
    size: 72,
    width: { 10: 60, A: 54, K: 52, Q: 54, Т: 46, К: 52, Д: 54, В: 50 },
    beside: [65, 9, 38],
    under: [12, 68, 42],
  },
  // As big as the strips allow: the rank fills the top 22 % a column fan shows, the rank and the
  // pip under it the left 36 % a row fan shows; the centre makes room.
  large: {
    x: 46,
    y: 80,
    size: 104,
    width: { 10: 78, A: 70, K: 70, Q: 74, J: 56, Т: 64, К: 70, Д: 74, В: 68 },
    beside: [92, 10, 66],
    under: [14, 94, 54],
  },
};

/** Where the middle of a face is drawn: the ace's pip, a number card's pip and a court card's frame (x, y, w, h). */
const CENTRE = {
  classic: { ace: [50, 100, 150], pip: [67, 117, 116], court: [63, 61, 124, 228] },
  large: { ace: [73, 123, 104], pip: [75, 125, 100], court: [80, 96, 90, 158] },
};

const FOUR_COLOURS = { S: BLACK, H: RED, D: BLUE, C: GREEN };
/** The card styles (patience.cardStyle), and four-colour with the large index for small cards: each a folder of four sheets a language. */
const STYLES = {
  classic: { colours: CLASSIC_COLOURS, index: INDEX.classic, centre: CENTRE.classic },
  'four-colour': { colours: FOUR_COLOURS, index: INDEX.classic, centre: CENTRE.classic },
  'large-index': { colours: CLASSIC_COLOURS, index: INDEX.large, centre: CENTRE.large },
  'four-colour-large-index': { colours: FOUR_COLOURS, index: INDEX.large, centre: CENTRE.large },
};

function svg(viewBox, body, extra = '') {
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="${viewBox}"${extra}>\n${body}\n</svg>\n`;
}

/** Pip placement: the suit `suit` with its top-left corner at (x, y), size s (card units). */
function pip(suit, x, y, s) {
  const k = +(s / 100).toFixed(3);
  return `<use href="#${suit}" transform="translate(${x} ${y}) scale(${k})"/>`;
}

function crown(rank, color) {
  // Crowns drawn in a 100×50 box; a different silhouette per court rank.
  const gold = '#e0a526';
  const paths = {
    K: 'M8 46L3 9L27 27L50 2L73 27L97 9L92 46Z',
    Q: 'M10 46L6 16L30 30L50 10L70 30L94 16L90 46Z',
    J: 'M14 46L12 20L36 32L50 16L64 32L88 20L86 46Z',
  };
  const jewels = {
    K: [
      [3, 9],
      [27, 27],
      [50, 2],
      [73, 27],
      [97, 9],
    ],
    Q: [
      [6, 16],
      [50, 10],
      [94, 16],
    ],
    J: [[50, 16]],
  };
  const dots = jewels[rank].map(([x, y]) => `<circle cx="${x}" cy="${y}" r="5"/>`).join('');
  return (
    `<path d="${paths[rank]}" fill="${gold}" stroke="${color}" stroke-width="3" stroke-linejoin="round"/>` +
    `<rect x="8" y="40" width="84" height="9" rx="2" fill="${color}"/>` +
    `<g fill="${color}">${dots}</g>`
  );
}

/** A light wash of the suit's colour for a court card's frame. */
const tintOf = (color) => ({ [RED]: '#fbecee', [BLUE]: '#e9f0fb', [GREEN]: '#e8f5ec' })[color] ?? '#eeeff3';

/** A court card's middle: a frame, a crown, the letter `label` and a pip, all scaled to the frame (w × h, drawn at 124 × 228). */
function courtCentre(rank, label, suit, color, [x, y, w, h]) {
  const k = (n) => +n.toFixed(2);
  const sx = w / 124;
  const sy = h / 228;
  return [
    `<rect x="${x}" y="${y}" width="${w}" height="${h}" rx="8" fill="${tintOf(color)}" stroke="${color}" stroke-width="2.5"/>`,
    `<rect x="${x + 6}" y="${y + 6}" width="${w - 12}" height="${h - 12}" rx="5" fill="none" stroke="${color}" stroke-width="1" opacity=".6"/>`,
    `<g transform="translate(${k(x + 16 * sx)} ${k(y + 15 * sy)}) scale(${k(0.92 * sx)})">${crown(rank, color)}</g>`,
    lettering(label, { x: x + w / 2, y: k(y + 155 * sy), size: k(118 * Math.min(sx, sy)), kind: 'serif' }),
    pip(suit, k(x + w / 2 - 22 * sx), k(y + 167 * sy), k(44 * sx)),
  ].join('\n');
}

/** One face of a style in a language, drawn in the 250×350 box at the origin; `#frame` and the suit shapes are the sheet's. */
function face(style, language, rank, suit) {
  const color = style.colours[suit];
  const { index, centre } = style;
  const label = language.labels[rank] ?? rank;
  const id = `i${rank}${suit}`;
  const rankMark = lettering(label, { x: index.x, y: index.y, size: index.size, width: index.width[label] });
  const corner = `<g id="${id}">${rankMark}` + `${pip(suit, ...index.beside)}${pip(suit, ...index.under)}</g>`;
  const middle = 'JQK'.includes(rank)
    ? courtCentre(rank, label, suit, color, centre.court)
    : pip(suit, ...(rank === 'A' ? centre.ace : centre.pip));
  return [
    '<use href="#frame"/>',
    `<g fill="${color}">`,
    corner,
    `<use href="#${id}" transform="rotate(180 125 175)"/>`,
    middle,
    '</g>',
  ].join('\n');
}

/**
 * The card backs (patience.cardBack): a pattern inside a light rim, the same on every sheet, so a
 * face-down card can come from any sheet and its picture tells nothing about it.
 */
const BACKS = {
  // A woven lattice.
  red: { dark: '#7d1d2c', light: '#9a3445', line: '#f3dfe2', tile: '<path d="M0 10H20M10 0V20" stroke="#9a3445" stroke-width="3"/>' },
  // A diamond trellis.
  blue: {
    dark: '#1c3d78',
    light: '#3a62a8',
    line: '#dfe8f6',
    tile: '<path d="M10 1L19 10L10 19L1 10Z" fill="none" stroke="#3a62a8" stroke-width="2.5"/>',
  },
  // Fine diagonal stripes with dots between.
  // Darker and bluer than the felt, so a face-down pile stands out on it.
  green: {
    dark: '#123f33',
    light: '#2b7a62',
    line: '#dff2ea',
    tile: '<path d="M0 0L20 20" stroke="#2b7a62" stroke-width="4"/><circle cx="15" cy="5" r="2.2" fill="#2b7a62"/><circle cx="5" cy="15" r="2.2" fill="#2b7a62"/>',
  },
};

function back(name) {
  const { dark, light, line, tile } = BACKS[name];
  const id = `weave-${name}`;
  return [
    `<defs><pattern id="${id}" width="20" height="20" patternUnits="userSpaceOnUse" patternTransform="rotate(45)">`,
    `<rect width="20" height="20" fill="${dark}"/>${tile}`,
    '</pattern></defs>',
    `<rect x="1.5" y="1.5" width="${W - 3}" height="${H - 3}" rx="${R}" fill="#fbfaf6" stroke="${EDGE}" stroke-width="3"/>`,
    `<rect x="14" y="14" width="${W - 28}" height="${H - 28}" rx="8" fill="url(#${id})"/>`,
    `<rect x="22" y="22" width="${W - 44}" height="${H - 44}" rx="5" fill="none" stroke="${line}" stroke-width="2" opacity=".7"/>`,
    `<g transform="translate(125 175)" fill="${dark}" stroke="${line}" stroke-width="3">`,
    `<path d="M0-46L40 0L0 46L-40 0Z"/><path d="M0-28L24 0L0 28L-24 0Z" fill="${light}" stroke-width="2"/>`,
    '</g>',
  ].join('\n');
}

function miniCard(angle, suit, label, big) {
  // A 54×76 card whose bottom centre sits on the fan's pivot (64, 118).
  const { shape } = SUITS[suit];
  const color = CLASSIC_COLOURS[suit];
  const centre = big ? `<g fill="${color}" transform="translate(13 31) scale(.32)">${shape}</g>` : '';
  return (
    `<g transform="rotate(${angle} 64 118) translate(37 26)">` +
    `<rect width="54" height="76" rx="6" fill="#fffffb" stroke="#2b2b2b" stroke-width="1.5"/>` +
    `<text x="11" y="20" font-family="${FONT}" font-weight="700" font-size="19" text-anchor="middle" fill="${color}">${label}</text>` +
    `<g fill="${color}" transform="translate(4.5 23) scale(.13)">${shape}</g>` +
    centre +
    `</g>`
  );
}

function icon() {
  const body = [
    '<defs><radialGradient id="f" cx=".45" cy=".4" r=".65">',
    '<stop offset="0" stop-color="#3c9a5a"/><stop offset="1" stop-color="#1d5e33"/>',
    '</radialGradient></defs>',
    '<circle cx="64" cy="64" r="61" fill="url(#f)" stroke="#164a28" stroke-width="3"/>',
    miniCard(-26, 'H', 'K', false),
    miniCard(0, 'D', 'Q', false),
    miniCard(26, 'S', 'A', true),
  ].join('\n');
  return svg('0 0 128 128', body, ' width="128" height="128"');
}

function activityBar() {
  // Monochrome (currentColor) pair of cards: an outlined card tilted behind,
  // cut away around the front card, which carries a spade.
  const spade = SUITS.S.shape.replace('<path ', '<path transform="translate(11.25 7.6) scale(.085)" ');
  const body = [
    '<defs><mask id="m" maskUnits="userSpaceOnUse" x="0" y="0" width="24" height="24">',
    '<rect width="24" height="24" fill="#fff"/><rect x="8" y="1.5" width="15" height="20.5" rx="3.5"/>',
    '</mask></defs>',
    '<g fill="none" stroke="currentColor" stroke-width="1.5" stroke-linejoin="round">',
    '<rect x="5" y="5" width="11.5" height="15.5" rx="2" transform="rotate(-11 9 20.5)" mask="url(#m)"/>',
    '<rect x="9.5" y="3" width="12" height="17.5" rx="2"/>',
    '</g>',
    `<g fill="currentColor">${spade}</g>`,
  ].join('\n');
  return svg('0 0 24 24', body, ' width="24" height="24"');
}

// One sheet per suit, style and language: its 13 faces, then every back (every sheet has them, so a
// face-down card can come from any sheet). webview/layout/card-picture.ts reads this
// layout: cells of W × H, PITCH_X × PITCH_Y apart (the gap keeps a neighbour's edge out of a card
// drawn at a fractional scale), COLUMNS a row, in this order.
const SHEETS = { C: 'clubs', D: 'diamonds', H: 'hearts', S: 'spades' };
const COLUMNS = 6;
const PITCH_X = W + 10;
const PITCH_Y = H + 10;

function sheet(styleName, language, suit) {
  const style = STYLES[styleName];
  const cells = [
    ...RANKS.map((rank) => [`${rank}${suit}`, face(style, language, rank, suit)]),
    ...Object.keys(BACKS).map((name) => [`back-${name}`, back(name)]),
  ];
  const rows = Math.ceil(cells.length / COLUMNS);
  const width = COLUMNS * PITCH_X - 10;
  const height = rows * PITCH_Y - 10;
  const defs = [
    `<g id="${suit}">${SUITS[suit].shape}</g>`,
    `<rect id="frame" x="1.5" y="1.5" width="${W - 3}" height="${H - 3}" rx="${R}" fill="${FACE}" stroke="${EDGE}" stroke-width="3"/>`,
  ];
  const body = cells.map(([name, drawing], i) => {
    const x = (i % COLUMNS) * PITCH_X;
    const y = Math.floor(i / COLUMNS) * PITCH_Y;
    return `<view id="${name}" viewBox="${x} ${y} ${W} ${H}"/>\n<g transform="translate(${x} ${y})">\n${drawing}\n</g>`;
  });
  return svg(
    `0 0 ${width} ${height}`,
    [`<title>Playing cards, ${styleName}${language.suffix}: ${SHEETS[suit]}</title>`, `<defs>${defs.join('')}</defs>`, ...body].join('\n'),
    ` width="${width}" height="${height}"`,
  );
}

rmSync(cardsDir, { recursive: true, force: true });
const folders = [];
for (const style of Object.keys(STYLES)) {
  for (const language of Object.values(LANGUAGES)) {
    const folder = `${style}${language.suffix}`;
    folders.push(folder);
    mkdirSync(join(cardsDir, folder), { recursive: true });
    for (const [suit, name] of Object.entries(SHEETS)) writeFileSync(join(cardsDir, folder, `${name}.svg`), sheet(style, language, suit));
  }
}
writeFileSync(join(root, 'media', 'icon.svg'), icon());
writeFileSync(join(root, 'media', 'activity-bar.svg'), activityBar());
console.log(
  `wrote ${folders.map((folder) => `${folder}/`).join(', ')} (${Object.values(SHEETS).join(', ')}), icon.svg and activity-bar.svg`,
);
