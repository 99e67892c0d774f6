// @vitest-environment happy-dom
// The card pictures are, per card style, four sheets, a suit each (media/cards/<style>/<suit>.svg,
// from scripts/make-cards.mjs); each card shows one cell of one. These pin the card element to the
// sheets as generated: the right cell for every face, every back and Pileon's frozen back, and a
// sheet drawn at its own proportions, in every style.
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { type Card, FACE_DOWN, formatCard, makeCard } from '../../src/engine';
import { CARD_BACKS, CARD_STYLES, type CardBack } from '../../src/protocol';
import { SHEETS, cardPicture, cardStyles, cellPlace } from '../../webview/elements/patience-card';

interface Sheet {
  readonly width: number;
  readonly height: number;
  /** Each cell's corner, in card units, by its <view> name (KS, back-red, frozen). */
  readonly views: Map<string, { x: number; y: number }>;
  readonly text: string;
}

const CARDS = join(__dirname, '../../media/cards');

function readSheet(style: string, name: string): Sheet {
  const text = readFileSync(join(CARDS, style, `${name}.svg`), 'utf8');
  const [, width, height] = /<svg [^>]*viewBox="0 0 (\d+) (\d+)"/.exec(text)!.map(Number);
  const views = new Map([...text.matchAll(/<view id="([\w-]+)" viewBox="(\d+) (\d+) 250 350"\/>/g)].map((m) => [m[1], { x: Number(m[2]), y: Number(m[3]) }]));
  return { width, height, views, text };
}

const styles = new Map(CARD_STYLES.map((style) => [style, new Map(SHEETS.map((name) => [name, readSheet(style, name)]))]));
const sheets = styles.get('classic')!;

/** The corner of the sheet, in card units, that `cellPlace` puts at the card's corner. */
function shownCorner(cell: number): { x: number; y: number } {
  const place = cellPlace(cell);
  return { x: (-parseFloat(place.left) / 100) * 250, y: (-parseFloat(place.top) / 100) * 350 };
}

function expectShows(game: Parameters<typeof cardPicture>[0], pile: number, cards: Card[], index: number, sheet: string, view: string, back?: CardBack): void {
  const picture = cardPicture(game, pile, cards, index, back);
  expect(picture.sheet, view).toBe(sheet);
  const corner = shownCorner(picture.cell);
  for (const style of styles.values()) {
    const expected = style.get(picture.sheet)!.views.get(view)!;
    expect(corner.x, view).toBeCloseTo(expected.x, 1);
    expect(corner.y, view).toBeCloseTo(expected.y, 1);
  }
}

describe('the sheets of cards', () => {
  it('are a folder of four per card style, and nothing else', () => {
    expect(readdirSync(CARDS).sort()).toEqual([...CARD_STYLES].sort());
    for (const style of CARD_STYLES) expect(readdirSync(join(CARDS, style)).sort(), style).toEqual(SHEETS.map((s) => `${s}.svg`));
  });

  it('each has a 250×350 view for its 13 faces, the frozen back and every back, and all have one size', () => {
    for (const [style, sheetsOfStyle] of styles) {
      for (const [name, sheet] of sheetsOfStyle) {
        expect([...sheet.views.keys()].filter((v) => v.length === 2), `${style} ${name}`).toHaveLength(13);
        expect([...sheet.views.keys()].filter((v) => v.length > 2), `${style} ${name}`).toEqual(['frozen', ...CARD_BACKS.map((b) => `back-${b}`)]);
        expect([sheet.width, sheet.height]).toEqual([sheets.get('clubs')!.width, sheets.get('clubs')!.height]);
      }
    }
  });

  it('differ between styles only in the faces: the backs are the same in every sheet', () => {
    const backs = (sheet: Sheet): string => sheet.text.slice(sheet.text.indexOf('<view id="frozen"'));
    const all = [...styles.values()].flatMap((s) => [...s.values()]);
    for (const sheet of all) expect(backs(sheet)).toBe(backs(all[0]));
    expect(styles.get('four-colour')!.get('diamonds')!.text).not.toBe(sheets.get('diamonds')!.text);
    expect(styles.get('large-index')!.get('spades')!.text).not.toBe(sheets.get('spades')!.text);
  });

  it('four-colour: each suit its own colour; classic: two', () => {
    const colour = (style: string, name: string): string => /<g fill="(#[0-9a-f]{6})">\n<g id="iA/.exec(styles.get(style as never)!.get(name as never)!.text)![1];
    expect(new Set(SHEETS.map((name) => colour('four-colour', name))).size).toBe(4);
    expect(new Set(SHEETS.map((name) => colour('classic', name))).size).toBe(2);
    expect(colour('four-colour', 'spades')).toBe(colour('classic', 'spades'));
    expect(colour('four-colour', 'hearts')).toBe(colour('classic', 'hearts'));
  });

  it('every face shows its own cell of its suit\'s sheet', () => {
    for (let suit = 0; suit < 4; suit++) {
      for (let rank = 1; rank <= 13; rank++) {
        const card = makeCard(rank, suit, 2);   // a third-deck Spider card looks like the first deck's
        expectShows('spider-three-decks', 5, [card], 0, SHEETS[suit], formatCard(card));
      }
    }
  });

  it('a face-down card shows the chosen back from its pile\'s sheet, never its own suit\'s; a frozen Pileon top the frozen back', () => {
    for (let pile = 0; pile < 8; pile++) expectShows('spider-three-decks', pile, [FACE_DOWN | 51], 0, SHEETS[pile % 4], 'back-red');
    for (const back of CARD_BACKS) {
      for (let card = 0; card < 52; card += 13) expectShows('spider-three-decks', 9, [FACE_DOWN | card], 0, SHEETS[1], `back-${back}`, back);
      expectShows('pileon', 6, [12, 25, 38, 51 | FACE_DOWN], 3, SHEETS[2], 'frozen', back);
    }
  });

  it('the picture is the whole sheet at the card\'s scale', () => {
    const { width, height } = sheets.get('clubs')!;
    const size = /patience-card img \{[^}]*width: ([\d.]+)%; height: ([\d.]+)%/.exec(cardStyles.cssText.replace(/\s+/g, ' '))!;
    expect(Number(size[1])).toBeCloseTo((width / 250) * 100, 2);
    expect(Number(size[2])).toBeCloseTo((height / 350) * 100, 2);
  });
});
