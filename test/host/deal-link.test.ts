// Deal links and pasted deal text (src/deal-link/deal-link.ts): what opens which deal, and every way a
// link or text can be wrong, each with its own problem.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { GAME_IDS, MAX_DEAL, rulesOf } from '../../src/engine';
import {
  type DealRequest,
  type LinkProblem,
  GAME_NAMES,
  dealLink,
  gameByName,
  parseDealQuery,
  parseDealReference,
} from '../../src/deal-link/deal-link';
import { ru } from '../../webview/l10n/ru';
import { en } from '../../webview/l10n/strings';
import { NO_SUCH_GAME } from '../support/no-such-game';

const ID = 'patience-dev.patience';
const BASE = `vscode://${ID}`;
const link = (query: string, path = '/play'): string => `${BASE}${path}?${query}`;
const opens = (text: string): DealRequest | LinkProblem => {
  const parsed = parseDealReference(text, ID);
  return parsed.ok ? parsed.value : parsed.problem;
};

describe('a deal link', () => {
  it('is vscode://patience-dev.patience/play?game=…&deal=…, with the rule set for the game that has several', () => {
    expect(dealLink(BASE, { game: 'bakers-game', deal: 617, variant: 'any' })).toBe(`${BASE}/play?game=bakers-game&deal=617&variant=any`);
    expect(dealLink(BASE, { game: 'bakers-game', deal: 617 })).toBe(`${BASE}/play?game=bakers-game&deal=617&variant=kings`);
    expect(dealLink(BASE, { game: 'cruel', deal: 8315 })).toBe(`${BASE}/play?game=cruel&deal=8315`);
    expect(dealLink('vscode-insiders://patience-dev.patience', { game: 'maze', deal: 1 })).toBe(
      'vscode-insiders://patience-dev.patience/play?game=maze&deal=1',
    );
  });

  it('opens the same game, deal and rule set again (round trip), under any URI scheme', () => {
    const requests = fc.constantFrom(...GAME_IDS).chain((game) =>
      fc.record({
        game: fc.constant(game),
        deal: fc.integer({ min: 1, max: MAX_DEAL }),
        variant: fc.constantFrom(...rulesOf(game).variants),
      }),
    );
    fc.assert(
      fc.property(requests, fc.constantFrom('vscode', 'vscode-insiders', 'code-oss'), ({ game, deal, variant }, scheme) => {
        const request = rulesOf(game).variants.length > 1 ? { game, deal, variant } : { game, deal };
        expect(opens(dealLink(`${scheme}://${ID}`, request))).toEqual(request);
      }),
    );
  });

  it('may be pasted with spaces or angle brackets around it, a trailing slash, other parameters, or the id in capitals', () => {
    expect(opens(`  <${link('game=pileon&deal=12')}>\n`)).toEqual({ game: 'pileon', deal: 12 });
    expect(opens(`${BASE}/play/?deal=12&game=pileon&from=chat`)).toEqual({ game: 'pileon', deal: 12 });
    expect(opens(`vscode://Patience-Dev.Patience/play?game=maze&deal=007`)).toEqual({ game: 'maze', deal: 7 });
  });

  it("without a rule set opens Baker's Game under the player's own (no variant asked for)", () => {
    expect(opens(link('game=bakers-game&deal=617'))).toEqual({ game: 'bakers-game', deal: 617 });
  });

  it('that is malformed or out of range says what is wrong', () => {
    const cases: Array<[string, LinkProblem]> = [
      [link('game=maze&deal=1').replace(ID, 'someone.else'), { kind: 'notALink' }],
      [link('game=maze&deal=1', '/replay'), { kind: 'notALink' }],
      ['vscode://', { kind: 'notALink' }],
      ['https://example.com/play?game=maze&deal=1', { kind: 'notALink' }],
      [link('deal=1'), { kind: 'missing', field: 'game' }],
      [link('game=&deal=1'), { kind: 'missing', field: 'game' }],
      [link('game=maze'), { kind: 'missing', field: 'deal' }],
      [link(`game=${NO_SUCH_GAME.id}&deal=1`), { kind: 'unknownGame', game: NO_SUCH_GAME.id }],
      [link('game=Maze&deal=1'), { kind: 'unknownGame', game: 'Maze' }],
      [link('game=maze&deal=0'), { kind: 'badDeal', deal: '0' }],
      [link('game=maze&deal=2147483648'), { kind: 'badDeal', deal: '2147483648' }],
      [link('game=maze&deal=99999999999999999999'), { kind: 'badDeal', deal: '99999999999999999999' }],
      [link('game=maze&deal=-3'), { kind: 'badDeal', deal: '-3' }],
      [link('game=maze&deal=1.5'), { kind: 'badDeal', deal: '1.5' }],
      [link('game=maze&deal=1e3'), { kind: 'badDeal', deal: '1e3' }],
      [link('game=maze&deal=%201'), { kind: 'badDeal', deal: ' 1' }],
      [link('game=bakers-game&deal=1&variant=free'), { kind: 'unknownVariant', game: 'bakers-game', variant: 'free' }],
      [link('game=bakers-game&deal=1&variant='), { kind: 'unknownVariant', game: 'bakers-game', variant: '' }],
      [link('game=maze&deal=1&variant=kings'), { kind: 'noVariants', game: 'maze', variant: 'kings' }],
      [link('game=maze&deal=1&deal=2'), { kind: 'repeated', field: 'deal' }],
      [link('game=maze&game=cruel&deal=1'), { kind: 'repeated', field: 'game' }],
    ];
    for (const [text, problem] of cases) expect(opens(text), text).toEqual(problem);
  });

  it('reaches the URI handler as a path and a query, checked the same way', () => {
    expect(parseDealQuery('/play', 'game=cruel&deal=8315')).toEqual({ ok: true, value: { game: 'cruel', deal: 8315 } });
    expect(parseDealQuery('/play', 'game=bakers-game&deal=617&variant=any')).toEqual({
      ok: true,
      value: { game: 'bakers-game', deal: 617, variant: 'any' },
    });
    expect(parseDealQuery('/', 'game=cruel&deal=8315')).toEqual({ ok: false, problem: { kind: 'notALink' } });
    expect(parseDealQuery('/play', '')).toEqual({ ok: false, problem: { kind: 'missing', field: 'game' } });
  });
});

describe('deal text', () => {
  it('names a game as the table does, in English or Russian, or by its id, in any case, with or without # or №', () => {
    const cases: Array<[string, DealRequest]> = [
      ["Baker's Game #617", { game: 'bakers-game', deal: 617 }],
      ['bakers-game 617', { game: 'bakers-game', deal: 617 }],
      ['BAKER’S GAME#617', { game: 'bakers-game', deal: 617 }],
      ['Пекарь #617', { game: 'bakers-game', deal: 617 }],
      ['игра пекаря №617', { game: 'bakers-game', deal: 617 }],
      ['Spider Three Decks #5', { game: 'spider-three-decks', deal: 5 }],
      ['spider three decks 5', { game: 'spider-three-decks', deal: 5 }],
      ['Паук с тремя колодами 2147483647', { game: 'spider-three-decks', deal: 2147483647 }],
      ['Cruel, deal 8315', { game: 'cruel', deal: 8315 }],
      ['Жестокость: раздача 8315', { game: 'cruel', deal: 8315 }],
      ['maze #1', { game: 'maze', deal: 1 }],
      ['ПОДЗЕМЕЛЬЕ 1', { game: 'maze', deal: 1 }],
      ['PileOn 12', { game: 'pileon', deal: 12 }],
      ['склад № 12', { game: 'pileon', deal: 12 }],
    ];
    for (const [text, request] of cases) expect(opens(text), text).toEqual(request);
  });

  it('that names no game and deal, an unknown game or a deal out of range says so', () => {
    const cases: Array<[string, LinkProblem]> = [
      ['', { kind: 'empty' }],
      ['   ', { kind: 'empty' }],
      ['617', { kind: 'unreadable' }],
      ['#617', { kind: 'unreadable' }],
      ["Baker's Game", { kind: 'unreadable' }],
      ["Baker's Game #", { kind: 'unreadable' }],
      [`${NO_SUCH_GAME.name} #617`, { kind: 'unknownGame', game: NO_SUCH_GAME.name }],
      [`${NO_SUCH_GAME.id} 1`, { kind: 'unknownGame', game: NO_SUCH_GAME.id }],
      ["Baker's Game #0", { kind: 'badDeal', deal: '0' }],
      ['maze 2147483648', { kind: 'badDeal', deal: '2147483648' }],
    ];
    for (const [text, problem] of cases) expect(opens(text), text).toEqual(problem);
  });

  it('knows each game by the names the table shows in English and Russian, and by its short forms', () => {
    for (const game of GAME_IDS) {
      expect(GAME_NAMES[game].slice(0, 2)).toEqual([en.games[game], ru.games[game]]);
      for (const name of [game, ...GAME_NAMES[game]]) expect(gameByName(name), name).toBe(game);
    }
  });
});
