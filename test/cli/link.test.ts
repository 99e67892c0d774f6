// `patience link <text | uri>` (issue 24): what Open Deal Link… would open, as one line of JSON, read by the
// host's own parser; or exit 2 with the reason in the host's English words.
import { spawnSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { privateCli } from './private-cli';
import { EXTENSION_ID, parseDealReference } from '../../src/deal-link/deal-link';
import { problemText } from '../../src/host/deals/deal-link-commands';
import { NO_SUCH_GAME } from '../support/no-such-game';

const built = privateCli('cli-link');

function link(...args: string[]): { code: number | null; stdout: string; stderr: string } {
  const result = spawnSync(process.execPath, [built.cli, 'link', ...args], { encoding: 'utf8' });
  return { code: result.status, stdout: result.stdout, stderr: result.stderr };
}

describe('patience link', () => {
  it('prints the game, deal and rule set of a link or a text, one line of JSON', () => {
    const opens = (args: string[], json: object) =>
      expect(link(...args), args.join(' ')).toEqual({ code: 0, stdout: `${JSON.stringify(json)}\n`, stderr: '' });
    opens([`vscode://${EXTENSION_ID}/play?game=bakers-game&deal=617&variant=any`], { game: 'bakers-game', deal: 617, variant: 'any' });
    opens(['code-oss://Patience-Dev.Patience/play/?deal=12&game=pileon&from=chat'], { game: 'pileon', deal: 12 });
    // Text names no rule set: Baker's Game comes under the player's setting (null).
    opens(["Baker's Game #617"], { game: 'bakers-game', deal: 617, variant: null });
    opens(['Cruel,', 'deal', '8315'], { game: 'cruel', deal: 8315 });
    opens(['Игра пекаря №617'], { game: 'bakers-game', deal: 617, variant: null });
    // What Copy Deal Link puts on the clipboard: the name, then the link, which is read.
    opens([`Baker's Game #617\nvscode://${EXTENSION_ID}/play?game=bakers-game&deal=617&variant=kings`], {
      game: 'bakers-game',
      deal: 617,
      variant: 'kings',
    });
  });

  it("refuses what Open Deal Link… refuses: exit 2, the reason in the host's words, nothing on stdout", () => {
    const texts = [
      'Cruel -5',
      'Maze #-17',
      `${NO_SUCH_GAME.name} 617`,
      '617',
      `vscode://someone.else/play?game=maze&deal=1`,
      `vscode://${EXTENSION_ID}/play?game=maze&deal=${'9'.repeat(500)}`,
      `vscode://${EXTENSION_ID}/play?game=maze&deal=1&variant=kings`,
      `vscode://${EXTENSION_ID}/play?game=bakers-game&deal=1&variant=free`,
      `vscode://${EXTENSION_ID}/play?game=maze&game=cruel&deal=1`,
      `vscode://${EXTENSION_ID}/play?deal=1`,
      `Maze${' '.repeat(100_000)}x`,
      '',
    ];
    for (const text of texts) {
      const parsed = parseDealReference(text, EXTENSION_ID);
      if (parsed.ok) throw new Error(`${text} opens a deal`);
      expect(link(text), text.slice(0, 60)).toEqual({ code: 2, stdout: '', stderr: `patience: ${problemText(parsed.problem)}\n` });
    }
  });

  it('with no text, says what to give', () => {
    expect(link()).toEqual({
      code: 2,
      stdout: '',
      stderr: `patience: Give a deal link, or a game and a deal number such as "Baker's Game #617".\n`,
    });
  });
});
