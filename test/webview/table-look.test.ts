// @vitest-environment happy-dom
// How the table marks things: Pileon's frozen piles keep their four faces readable under a small badge,
// and the keyboard focus never looks like the hint or the selection (shape and colour, high contrast too).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeEach, describe, expect, it } from 'vitest';
import { isFaceDown, rankOf, suitOf } from '../../src/engine';
import { cardStyles } from '../../webview/board/patience-card';
import { SHEETS, cellPlace } from '../../webview/layout/card-picture';
import { PatiencePile } from '../../webview/board/patience-pile';
import { cardsOf, load, mountApp, positionOf, resetPage } from './support';

// Pileon deal 1 after the first 12 moves of a win: one pile holds four of a kind and is frozen.
const FROZEN_ONE = {
  game: 'pileon',
  deal: 1,
  moves: [
    { from: 'pile-1', to: 'pile-14' },
    { from: 'pile-8', to: 'pile-1' },
    { from: 'pile-1', to: 'pile-15', count: 3 },
    { from: 'pile-7', to: 'pile-1' },
    { from: 'pile-7', to: 'pile-8' },
    { from: 'pile-14', to: 'pile-7' },
    { from: 'pile-10', to: 'pile-1' },
    { from: 'pile-9', to: 'pile-10' },
    { from: 'pile-9', to: 'pile-7' },
    { from: 'pile-4', to: 'pile-9' },
    { from: 'pile-6', to: 'pile-4' },
    { from: 'pile-6', to: 'pile-1' },
  ],
};

/** The body of the rule whose selector list is exactly `selector`, its white space folded. */
const rule = (text: string, selector: string): string => {
  const rules = [
    ...text
      .replace(/\/\*[^]*?\*\//g, '')
      .replace(/\s+/g, ' ')
      .matchAll(/([^{}]+)\{([^}]*)\}/g),
  ];
  const found = rules.find((m) => m[1].trim() === selector);
  expect(found, selector).toBeDefined();
  return found![2].trim();
};

beforeEach(() => resetPage());

describe("Pileon's frozen piles", () => {
  it('show all four faces, the top one with a small badge, not a picture over the pile', async () => {
    const app = await mountApp();
    await load(FROZEN_ONE);
    const position = positionOf(app);
    const frozen = position.piles.findIndex((pile) => pile.length > 0 && isFaceDown(pile[pile.length - 1]));
    expect(frozen).toBeGreaterThanOrEqual(0);
    const top = position.piles[frozen][3];
    const cards = cardsOf(app, frozen);
    expect(cards.map((c) => c.index)).toEqual([0, 1, 2, 3]);
    const img = cards[3].querySelector('img')!;
    expect(img.getAttribute('src')).toBe(`cards/classic/${SHEETS[suitOf(top)]}.svg`);
    expect([img.style.left, img.style.top]).toEqual([cellPlace(rankOf(top) - 1).left, cellPlace(rankOf(top) - 1).top]);
    expect(cards.map((c) => c.querySelectorAll('.frozen').length)).toEqual([0, 0, 0, 1]);
    // No other pile has a badge.
    const badges = position.piles.map((_, i) => cardsOf(app, i).reduce((n, c) => n + c.querySelectorAll('.frozen').length, 0));
    expect(badges.reduce((a, b) => a + b)).toBe(1);
    // Small: under a third of the card's width, in its bottom-left corner (clear of both corner indices).
    expect(rule(cardStyles.cssText, 'patience-card .frozen')).toMatch(/left: 5%; bottom: 3\.5%; width: 30%/);
  });
});

describe('the keyboard focus and the hint', () => {
  it('differ in shape: a solid ring for the focus, a dashed line for a hinted or picked-up card and a dashed border for its target', () => {
    const cards = cardStyles.cssText;
    expect(rule(cards, 'patience-card[selected]')).toMatch(/outline: 3px dashed var\(--patience-select\)/);
    expect(rule(cards, 'patience-card:focus-visible')).toMatch(
      /box-shadow: 0 0 0 3px var\(--patience-focus-gap\), 0 0 0 6px var\(--patience-focus\)/,
    );
    expect(rule(cards, 'patience-card:focus-visible')).not.toMatch(/dashed/);
    const pile = (PatiencePile.styles as { cssText: string }[]).map((s) => s.cssText).join('\n');
    expect(rule(pile, '.drop')).toMatch(/dashed var\(--patience-target\)/);
    expect(rule(pile, ':host(:focus-visible) .outline')).toMatch(/0 0 0 6px var\(--patience-focus\)/);
  });

  it('differ in colour in high contrast: the selection takes the contrast border, the focus the focus border', () => {
    const page = readFileSync(join(__dirname, '../../webview/page.css'), 'utf8');
    const hc = rule(page, 'body.vscode-high-contrast, body.vscode-high-contrast-light');
    const base = rule(page, 'body');
    expect(hc).toMatch(/--patience-select: var\(--vscode-contrastBorder\)/);
    expect(base).toMatch(/--patience-focus: var\(--vscode-focusBorder/);
    expect(hc).not.toMatch(/--patience-focus:/);
  });
});
