// @vitest-environment happy-dom
// The card pictures are four sheets, a suit each (media/cards/<suit>.svg, from scripts/make-cards.mjs);
// each card shows one cell of one. These pin the card element to the sheets as generated: the right
// cell for every face, the back and Pileon's frozen back, and a sheet drawn at its own proportions.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { type Card, FACE_DOWN, formatCard, makeCard } from '../../src/engine';
import { SHEETS, cardPicture, cardStyles, cellPlace } from '../../webview/elements/patience-card';

interface Sheet {
  readonly width: number;
  readonly height: number;
  /** Each cell's corner, in card units, by its <view> name (KS, back, frozen). */
  readonly views: Map<string, { x: number; y: number }>;
}

function readSheet(name: string): Sheet {
  const text = readFileSync(join(__dirname, `../../media/cards/${name}.svg`), 'utf8');
  const [, width, height] = /<svg [^>]*viewBox="0 0 (\d+) (\d+)"/.exec(text)!.map(Number);
  const views = new Map([...text.matchAll(/<view id="(\w+)" viewBox="(\d+) (\d+) 250 350"\/>/g)].map((m) => [m[1], { x: Number(m[2]), y: Number(m[3]) }]));
  return { width, height, views };
}

const sheets = new Map(SHEETS.map((name) => [name, readSheet(name)]));

/** The corner of the sheet, in card units, that `cellPlace` puts at the card's corner. */
function shownCorner(cell: number): { x: number; y: number } {
  const place = cellPlace(cell);
  return { x: (-parseFloat(place.left) / 100) * 250, y: (-parseFloat(place.top) / 100) * 350 };
}

function expectShows(game: Parameters<typeof cardPicture>[0], pile: number, cards: Card[], index: number, sheet: string, view: string): void {
  const picture = cardPicture(game, pile, cards, index);
  expect(picture.sheet, view).toBe(sheet);
  const corner = shownCorner(picture.cell);
  const expected = sheets.get(picture.sheet)!.views.get(view)!;
  expect(corner.x, view).toBeCloseTo(expected.x, 1);
  expect(corner.y, view).toBeCloseTo(expected.y, 1);
}

describe('the sheets of cards', () => {
  it('each has a 250×350 view for its 13 faces, the back and the frozen back, and all have one size', () => {
    for (const [name, sheet] of sheets) {
      expect([...sheet.views.keys()].filter((v) => v.length === 2), name).toHaveLength(13);
      expect(sheet.views.has('back') && sheet.views.has('frozen'), name).toBe(true);
      expect([sheet.width, sheet.height]).toEqual([sheets.get('clubs')!.width, sheets.get('clubs')!.height]);
    }
  });

  it('every face shows its own cell of its suit\'s sheet', () => {
    for (let suit = 0; suit < 4; suit++) {
      for (let rank = 1; rank <= 13; rank++) {
        const card = makeCard(rank, suit, 2);   // a third-deck Spider card looks like the first deck's
        expectShows('spider-three-decks', 5, [card], 0, SHEETS[suit], formatCard(card));
      }
    }
  });

  it('a face-down card shows the back from its pile\'s sheet, never its own suit\'s; a frozen Pileon top the frozen back', () => {
    for (let pile = 0; pile < 8; pile++) expectShows('spider-three-decks', pile, [FACE_DOWN | 51], 0, SHEETS[pile % 4], 'back');
    expectShows('pileon', 6, [12, 25, 38, 51 | FACE_DOWN], 3, SHEETS[2], 'frozen');
  });

  it('the picture is the whole sheet at the card\'s scale', () => {
    const { width, height } = sheets.get('clubs')!;
    const size = /patience-card > img \{[^}]*width: ([\d.]+)%; height: ([\d.]+)%/.exec(cardStyles.cssText.replace(/\s+/g, ' '))!;
    expect(Number(size[1])).toBeCloseTo((width / 250) * 100, 2);
    expect(Number(size[2])).toBeCloseTo((height / 350) * 100, 2);
  });
});
