// @vitest-environment happy-dom
// The card pictures are, per card style and language, four sheets, a suit each (media/cards/<set>/<suit>.svg,
// from scripts/make-cards.mjs); each card shows one cell of one. These pin the card element to the
// sheets as generated: the right cell for every face and every back, Pileon's frozen top as its face,
// a sheet drawn at its own proportions, in every set, and the Russian sets' corner letters.
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { type Card, FACE_DOWN, formatCard, makeCard } from '../../src/engine';
import { CARD_BACKS, CARD_STYLES, type CardBack, sheetFolder } from '../../src/protocol/protocol';
import { ru } from '../../webview/l10n/ru';
import { cardStyles } from '../../webview/board/patience-card';
import { SHEETS, cardPicture, cellPlace } from '../../webview/layout/card-picture';

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
  const views = new Map(
    [...text.matchAll(/<view id="([\w-]+)" viewBox="(\d+) (\d+) 250 350"\/>/g)].map((m) => [m[1], { x: Number(m[2]), y: Number(m[3]) }]),
  );
  return { width, height, views, text };
}

/** Every set of sheets a page may draw from: each style in each language, at each size. */
const FOLDERS = [
  ...new Set(CARD_STYLES.flatMap((style) => ['en', 'ru'].flatMap((lang) => [false, true].map((small) => sheetFolder(style, lang, small))))),
];
const styles = new Map(FOLDERS.map((style) => [style, new Map(SHEETS.map((name) => [name, readSheet(style, name)]))]));
const sheets = styles.get('classic')!;

/** The corner of the sheet, in card units, that `cellPlace` puts at the card's corner. */
function shownCorner(cell: number): { x: number; y: number } {
  const place = cellPlace(cell);
  return { x: (-parseFloat(place.left) / 100) * 250, y: (-parseFloat(place.top) / 100) * 350 };
}

function expectShows(
  game: Parameters<typeof cardPicture>[0],
  pile: number,
  cards: Card[],
  index: number,
  sheet: string,
  view: string,
  back?: CardBack,
): void {
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
  it('are a folder of four per set a page may draw from, and nothing else', () => {
    expect(readdirSync(CARDS).sort()).toEqual([...FOLDERS].sort());
    for (const style of FOLDERS) expect(readdirSync(join(CARDS, style)).sort(), style).toEqual(SHEETS.map((s) => `${s}.svg`));
  });

  it('a set is a style in a language; small cards take the large index, four-colour keeping its colours', () => {
    expect(sheetFolder('classic', 'en')).toBe('classic');
    expect(sheetFolder('four-colour', 'ru')).toBe('four-colour-ru');
    expect(sheetFolder('classic', 'ru-RU', true)).toBe('large-index-ru');
    expect(sheetFolder('four-colour', 'zh-cn', true)).toBe('four-colour-large-index');
    expect(sheetFolder('large-index', 'rus', true)).toBe('large-index');
  });

  it('each has a 250×350 view for its 13 faces and every back, and all have one size', () => {
    for (const [style, sheetsOfStyle] of styles) {
      for (const [name, sheet] of sheetsOfStyle) {
        expect(
          [...sheet.views.keys()].filter((v) => v.length === 2),
          `${style} ${name}`,
        ).toHaveLength(13);
        expect(
          [...sheet.views.keys()].filter((v) => v.length > 2),
          `${style} ${name}`,
        ).toEqual(CARD_BACKS.map((b) => `back-${b}`));
        expect([sheet.width, sheet.height]).toEqual([sheets.get('clubs')!.width, sheets.get('clubs')!.height]);
      }
    }
  });

  it('differ between styles only in the faces: the backs are the same in every sheet', () => {
    const backs = (sheet: Sheet): string => sheet.text.slice(sheet.text.indexOf('<view id="back-red"'));
    const all = [...styles.values()].flatMap((s) => [...s.values()]);
    for (const sheet of all) expect(backs(sheet)).toBe(backs(all[0]));
    expect(styles.get('four-colour')!.get('diamonds')!.text).not.toBe(sheets.get('diamonds')!.text);
    expect(styles.get('large-index')!.get('spades')!.text).not.toBe(sheets.get('spades')!.text);
  });

  it('four-colour: each suit its own colour; classic: two', () => {
    const colour = (style: string, name: string): string =>
      /<g fill="(#[0-9a-f]{6})">\n<g id="iA/.exec(styles.get(style as never)!.get(name as never)!.text)![1];
    expect(new Set(SHEETS.map((name) => colour('four-colour', name))).size).toBe(4);
    expect(new Set(SHEETS.map((name) => colour('classic', name))).size).toBe(2);
    expect(colour('four-colour', 'spades')).toBe(colour('classic', 'spades'));
    expect(colour('four-colour', 'hearts')).toBe(colour('classic', 'hearts'));
  });

  it("every face shows its own cell of its suit's sheet", () => {
    for (let suit = 0; suit < 4; suit++) {
      for (let rank = 1; rank <= 13; rank++) {
        const card = makeCard(rank, suit, 2); // a third-deck Spider card looks like the first deck's
        expectShows('spider-three-decks', 5, [card], 0, SHEETS[suit], formatCard(card));
      }
    }
  });

  it("a face-down card shows the chosen back from its pile's sheet, never its own suit's; a frozen Pileon top its face (its four cards are known)", () => {
    for (let pile = 0; pile < 8; pile++) expectShows('spider-three-decks', pile, [FACE_DOWN | 51], 0, SHEETS[pile % 4], 'back-red');
    for (const back of CARD_BACKS) {
      for (let card = 0; card < 52; card += 13)
        expectShows('spider-three-decks', 9, [FACE_DOWN | card], 0, SHEETS[1], `back-${back}`, back);
      expectShows('pileon', 6, [12, 25, 38, 51 | FACE_DOWN], 3, SHEETS[3], 'KS', back);
    }
  });

  it("Russian sets: the corners and court cards say В, Д, К, Т for J, Q, K, A, as the empty piles' marks do; nothing else differs", () => {
    /** The letters a sheet's corner indices draw, by rank: each face's index group starts with its rank's outline, labelled. */
    const corners = (sheet: Sheet): Record<string, string> =>
      Object.fromEntries([...sheet.text.matchAll(/<g id="i(\w)\w"><path aria-label="([^"]+)"/g)].map((m) => [m[1], m[2]]));
    for (const style of CARD_STYLES) {
      for (const name of SHEETS) {
        const en = styles.get(sheetFolder(style, 'en'))!.get(name)!;
        const russian = styles.get(sheetFolder(style, 'ru'))!.get(name)!;
        expect(corners(en)).toEqual({
          A: 'A',
          2: '2',
          3: '3',
          4: '4',
          5: '5',
          6: '6',
          7: '7',
          8: '8',
          9: '9',
          T: '10',
          J: 'J',
          Q: 'Q',
          K: 'K',
        });
        expect(corners(russian)).toEqual({ ...corners(en), A: 'Т', J: 'В', Q: 'Д', K: 'К' });
        // The court cards' middles carry the letter too: a second outline of it beside the corner's.
        for (const letter of ['В', 'Д', 'К']) expect(russian.text.split(`aria-label="${letter}"`).length - 1, `${style} ${name}`).toBe(2);
        expect(russian.text).not.toMatch(/aria-label="[JQKA]"/);
        // Letters are outlines: a sheet draws no text, so no machine's fonts change a card.
        expect(russian.text).not.toMatch(/<text/);
        expect(en.text).not.toMatch(/<text/);
      }
    }
    expect([ru.marks.A, ru.marks.K, ru.marks.Q, ru.marks['K–A']]).toEqual(['Т', 'К', 'Д', 'К–Т']);
  });

  it("the picture is the whole sheet at the card's scale", () => {
    const { width, height } = sheets.get('clubs')!;
    const size = /patience-card img \{[^}]*width: ([\d.]+)%; height: ([\d.]+)%/.exec(cardStyles.cssText.replace(/\s+/g, ' '))!;
    expect(Number(size[1])).toBeCloseTo((width / 250) * 100, 2);
    expect(Number(size[2])).toBeCloseTo((height / 350) * 100, 2);
  });
});
