// Deal links and deal text a player did not mean, or an attacker did (issue 24): text of any length read in
// time proportional to its length, refused over MAX_REFERENCE_LENGTH before it is read, signed numbers refused,
// and a refused value repeated only in part.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  EXTENSION_ID,
  type LinkProblem,
  MAX_REFERENCE_LENGTH,
  MAX_SHOWN_VALUE,
  dealLine,
  parseDealQuery,
  parseDealReference,
  shownValue,
} from '../../src/deal-link/deal-link';
import { type DealCharacters, readDealText } from '../../src/deal-link/deal-text';
import { hostileDealTexts } from '../support/hostile-deal-text';

const ID = 'patience-dev.patience';
const problemOf = (text: string): LinkProblem | undefined => {
  const parsed = parseDealReference(text, ID);
  return parsed.ok ? undefined : parsed.problem;
};

/** `text` as the reader sees it, counting every character it reads (a slice reads its length). */
function counting(text: string): { characters: DealCharacters; reads: () => number } {
  let reads = 0;
  const characters: DealCharacters = {
    length: text.length,
    charAt: (index) => {
      reads++;
      return text.charAt(index);
    },
    slice: (start, end = text.length) => {
      reads += Math.max(0, end - start);
      return text.slice(start, end);
    },
  };
  return { characters, reads: () => reads };
}

const MB = 1 << 20;
const HOSTILE = hostileDealTexts(MB);

describe('deal text of any length', () => {
  it('is read with at most three reads per character: no pattern that backtracks (1 MB of each hostile kind)', () => {
    for (const [kind, text] of Object.entries(HOSTILE)) {
      const { characters, reads } = counting(text);
      readDealText(characters);
      expect(reads(), kind).toBeLessThanOrEqual(3 * text.length + 32);
    }
  });

  it('reads what the old pattern read from those runs', () => {
    expect(readDealText(`Maze${' '.repeat(5000)}5`)).toEqual({ kind: 'deal', name: 'Maze', deal: '5' });
    expect(readDealText(`Maze${'\n'.repeat(5000)}x`)).toEqual({ kind: 'unreadable' });
    expect(readDealText('Maze\t\v\f\r\n\u00a0\u2003\u3000#5')).toEqual({ kind: 'deal', name: 'Maze', deal: '5' });
    expect(readDealText(`Cruel,${' '.repeat(300)}deal${' '.repeat(300)}#${' '.repeat(300)}8315`)).toEqual({
      kind: 'deal',
      name: 'Cruel',
      deal: '8315',
    });
  });

  it(`over ${MAX_REFERENCE_LENGTH} characters is refused before it is read, with its length`, () => {
    for (const [kind, text] of Object.entries(HOSTILE)) expect(problemOf(text), kind).toEqual({ kind: 'tooLong', length: text.length });
    // Quick under the old pattern too: a deal of a million digits was echoed back whole as a bad deal.
    expect(problemOf(`Maze ${'7'.repeat(MB)}`)).toEqual({ kind: 'tooLong', length: MB + 5 });
    const longest = `Maze${' '.repeat(MAX_REFERENCE_LENGTH - 5)}5`;
    expect(parseDealReference(longest, ID)).toEqual({ ok: true, value: { game: 'maze', deal: 5 } });
    expect(problemOf(`${longest} `)).toEqual({ kind: 'tooLong', length: MAX_REFERENCE_LENGTH + 1 });
  });

  it("a link's path and query over the limit are refused the same way", () => {
    const query = `game=maze&deal=1&from=${'x'.repeat(MAX_REFERENCE_LENGTH)}`;
    expect(parseDealQuery('/play', query)).toEqual({ ok: false, problem: { kind: 'tooLong', length: query.length + 5 } });
    expect(problemOf(`vscode://${ID}/play?${query}`)).toEqual({ kind: 'tooLong', length: query.length + 5 + `vscode://${ID}?`.length });
  });
});

describe('a deal number with a sign', () => {
  it('is refused as a deal number: "Cruel -5", "Maze #-17" open nothing', () => {
    const cases: Array<[string, string]> = [
      ['Cruel -5', '-5'],
      ['Maze #-17', '-17'],
      ['Maze # -17', '-17'],
      ['Maze №+3', '+3'],
      ['Pileon, deal −4', '−4'],
      ['Пекарь: раздача -617', '-617'],
    ];
    for (const [text, deal] of cases) expect(problemOf(text), text).toEqual({ kind: 'badDeal', deal });
  });

  it('but a hyphen inside a name still joins: "bakers-game-617" is deal 617', () => {
    expect(parseDealReference('bakers-game-617', ID)).toEqual({ ok: true, value: { game: 'bakers-game', deal: 617 } });
  });
});

describe('a refused value', () => {
  it(`is repeated up to ${MAX_SHOWN_VALUE} characters, then "…"`, () => {
    const long = '9'.repeat(900);
    const cut = `${'9'.repeat(MAX_SHOWN_VALUE)}…`;
    expect(problemOf(`Maze ${long}`)).toEqual({ kind: 'badDeal', deal: cut });
    expect(parseDealQuery('/play', `game=maze&deal=${long}`)).toEqual({ ok: false, problem: { kind: 'badDeal', deal: cut } });
    expect(parseDealQuery('/play', `game=${'g'.repeat(900)}&deal=1`)).toEqual({
      ok: false,
      problem: { kind: 'unknownGame', game: `${'g'.repeat(MAX_SHOWN_VALUE)}…` },
    });
    expect(parseDealQuery('/play', `game=bakers-game&deal=1&variant=${'v'.repeat(900)}`)).toEqual({
      ok: false,
      problem: { kind: 'unknownVariant', game: 'bakers-game', variant: `${'v'.repeat(MAX_SHOWN_VALUE)}…` },
    });
    expect(problemOf(`${'x'.repeat(900)} 5`)).toEqual({ kind: 'unknownGame', game: `${'x'.repeat(MAX_SHOWN_VALUE)}…` });
  });

  it('is never cut inside a surrogate pair', () => {
    expect(shownValue(`${'a'.repeat(MAX_SHOWN_VALUE - 1)}😀😀`)).toBe(`${'a'.repeat(MAX_SHOWN_VALUE - 1)}…`);
    expect(shownValue('short')).toBe('short');
  });
});

describe("what Copy Deal Link gives (the deal's name, then its link, on two lines)", () => {
  it('is read back by its link line, rule set and all', () => {
    const copied = `Baker's Game #617\nvscode://${ID}/play?game=bakers-game&deal=617&variant=any`;
    expect(dealLine(copied)).toBe(`vscode://${ID}/play?game=bakers-game&deal=617&variant=any`);
    expect(parseDealReference(copied, ID)).toEqual({ ok: true, value: { game: 'bakers-game', deal: 617, variant: 'any' } });
    expect(parseDealReference(`Игра пекаря #617\r\n<vscode://${ID}/play?game=bakers-game&deal=617&variant=kings>\r\n`, ID)).toEqual({
      ok: true,
      value: { game: 'bakers-game', deal: 617, variant: 'kings' },
    });
  });

  it('text of several lines with no link is read as one text', () => {
    expect(parseDealReference('Maze\n#5', ID)).toEqual({ ok: true, value: { game: 'maze', deal: 5 } });
  });
});

it("the CLI's extension id is package.json's publisher.name", () => {
  const manifest = JSON.parse(readFileSync(join(__dirname, '../../package.json'), 'utf8')) as { publisher: string; name: string };
  expect(EXTENSION_ID).toBe(`${manifest.publisher}.${manifest.name}`);
});
