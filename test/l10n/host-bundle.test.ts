// The host's strings: every vscode.l10n.t message in src/ is in the English bundle that
// @vscode/l10n-dev extracts (so l10n/bundle.l10n.json is current: `npm run l10n:export`), and the
// Russian bundle translates each of them. Then the host itself, run in Russian through the double.
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { getL10nJson } from '@vscode/l10n-dev';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import * as vscode from 'vscode';
import { parseDealNumber } from '../../src/host/deals/deal-picker';
import { type GameInPlay, gameTitle, playedSoFar, startAgain } from '../../src/host/game/game-in-play';
import { formatNumber, gameName, plural } from '../../src/host/l10n';
import { scopeTitle } from '../../src/host/stats/reset-command';
import { problemWords } from '../../src/host/stats/transfer-commands';
import { CYRILLIC, expectEnglish, expectRussian, placeholders } from './text';
import { GAME_IDS, GAME_WORDS } from '../../src/engine/game-id';

const REPO = fileURLToPath(new URL('../..', import.meta.url));
type Bundle = Record<string, string | { message: string; comment: string[] }>;
const readBundle = (name: string): Bundle => JSON.parse(readFileSync(path.join(REPO, 'l10n', name), 'utf8'));
const english = readBundle('bundle.l10n.json');
const russian = readBundle('bundle.l10n.ru.json');
const text = (entry: Bundle[string] | undefined): string => (entry === undefined ? '' : typeof entry === 'string' ? entry : entry.message);

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const file = path.join(dir, e.name);
    return e.isDirectory() ? sources(file) : /\.tsx?$/.test(e.name) && !e.name.endsWith('.d.ts') ? [file] : [];
  });
}

describe('the host bundle', () => {
  it('is what @vscode/l10n-dev extracts from src/ now (run `npm run l10n:export` after changing a message)', async () => {
    const files = sources(path.join(REPO, 'src')).map((file) => ({ extension: path.extname(file), contents: readFileSync(file, 'utf8') }));
    const extracted = await getL10nJson(files);
    expect(Object.keys(extracted).length).toBeGreaterThan(50);
    expect(english).toEqual(extracted);
  });

  it('has a Russian message for every English one, and no other', () => {
    expect(Object.keys(russian).sort()).toEqual(Object.keys(english).sort());
  });

  it('keeps the placeholders, is Russian in Russian and English in English', () => {
    for (const key of Object.keys(english)) expect(placeholders(text(russian[key])), key).toEqual(placeholders(text(english[key])));
    expectRussian(Object.entries(russian).map(([k, v]) => [k, text(v)] as const));
    expectEnglish(Object.entries(english).map(([k, v]) => [k, text(v)] as const));
  });
});

describe("the host's names of what the statistics count", () => {
  it('names each rule set of a game with several, as the game tab and the sidebar do (Reset Statistics… tells them apart)', () => {
    expect(scopeTitle('cruel' as never)).toBe('Cruel');
    expect(scopeTitle('bakers-game:any' as never)).toBe("Baker's Game (any card on an empty column)");
    expect(['freecell:safe', 'freecell:off', 'freecell:all'].map((scope) => scopeTitle(scope as never))).toEqual([
      'FreeCell (safe autoplay)',
      'FreeCell (autoplay off)',
      'FreeCell (autoplay for all cards)',
    ]);
  });
});

describe('the host in Russian', () => {
  const double = vscode as unknown as { env: { language: string }; l10n: { bundle?: Bundle } };
  beforeEach(() => {
    double.env.language = 'ru';
    double.l10n.bundle = russian;
  });
  afterEach(() => {
    double.env.language = 'en';
    double.l10n.bundle = undefined;
  });

  const game = (moves: number, elapsedMs = 65_000): GameInPlay => ({
    ...startAgain({ game: 'cruel', deal: 8315, moves: [] }),
    record: { game: 'cruel', deal: 8315, moves: Array(moves).fill({ action: 'redeal' }) },
    elapsedMs,
  });

  it('names the games and their tabs as the help pages do', () => {
    // Each game's own test pins its Russian name (pinGameFacts); the host says every game's.
    expect(GAME_IDS.map((game) => gameName(game))).toEqual(GAME_IDS.map((game) => GAME_WORDS[game].ru));
    expect(gameName('pileon')).toBe('Склад');
    expect(gameTitle({ game: 'cruel', deal: 8315 })).toBe('Жестокость #8315');
    expect(scopeTitle('bakers-game:kings' as never)).toBe('Игра пекаря (только короли)');
    expect(scopeTitle('freecell:off' as never)).toBe('Свободная ячейка (без автоигры)');
  });

  it('says how far a game got with the right plural: 1 ход, 2 хода, 5 ходов, 21 ход', () => {
    expect([1, 2, 5, 11, 21, 22].map((n) => playedSoFar(game(n)))).toEqual([
      '1 ход за 1:05',
      '2 хода за 1:05',
      '5 ходов за 1:05',
      '11 ходов за 1:05',
      '21 ход за 1:05',
      '22 хода за 1:05',
    ]);
  });

  it('writes counts as Russian does', () => {
    expect(formatNumber(1234)).toBe('1\u00a0234');
    const games = (n: number) =>
      plural(n, { one: (c) => `${c} партия`, few: (c) => `${c} партии`, many: (c) => `${c} партий`, other: (c) => `${c} партии` });
    expect([1, 3, 5, 1000].map(games)).toEqual(['1 партия', '3 партии', '5 партий', '1\u00a0000 партий']);
  });

  it('answers a bad deal number and a bad import file in Russian', () => {
    expect(parseDealNumber('abc')).toEqual({ error: '«abc» — не целое число. Введите номер раздачи от 1 до 2147483647.' });
    expect(problemWords({ kind: 'not an export' })).toBe('это не файл экспорта статистики «Пасьянса»');
  });
});

describe('the host in English', () => {
  it('keeps English words and plurals: 1 move, 2 moves', () => {
    const g = startAgain({ game: 'maze', deal: 3, moves: [] });
    const played = (n: number) =>
      playedSoFar({ ...g, record: { ...g.record, moves: Array(n).fill({ from: 'cell-1', to: 'cell-2' }) }, elapsedMs: 5_000 });
    expect([0, 1, 2, 21].map(played)).toEqual(['0 moves in 0:05', '1 move in 0:05', '2 moves in 0:05', '21 moves in 0:05']);
    expect(gameTitle({ game: 'bakers-game', deal: 12 })).toBe("Baker's Game #12");
    expect(CYRILLIC.test(gameName('pileon'))).toBe(false);
  });
});
