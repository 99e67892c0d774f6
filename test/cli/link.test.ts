// `patience link <text | uri>` (issue 24): what Open Deal Link… would open, as one line of JSON, read by the
// host's own parser; or exit 2 with the reason in the host's English words.
import { spawnSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { privateCli } from './private-cli';
import { runCli } from '../../src/cli/main';
import { EXTENSION_ID, parseDealReference } from '../../src/deal-link/deal-link';
import { problemText } from '../../src/host/deals/deal-link-commands';
import { NO_SUCH_GAME } from '../support/no-such-game';

const built = privateCli('cli-link');

interface Ran {
  code: number | null;
  stdout: string;
  stderr: string;
}

/** `patience link …` run in this process (runCli, what the program runs: a child process a case cost 0.1 s of CPU). */
async function link(...args: string[]): Promise<Ran> {
  let stdout = '';
  let stderr = '';
  const stdin = (async function* () {})();
  const code = await runCli(['link', ...args], { out: (text) => (stdout += text), err: (text) => (stderr += text), stdin });
  return { code, stdout, stderr };
}

/** `patience link …` run by the built program, as a child process. */
function linkProgram(...args: string[]): Ran {
  const result = spawnSync(process.execPath, [built.cli, 'link', ...args], { encoding: 'utf8' });
  return { code: result.status, stdout: result.stdout, stderr: result.stderr };
}

describe('patience link', () => {
  it('prints the game, deal and rule set of a link or a text, one line of JSON', async () => {
    const opens = async (args: string[], json: object) =>
      expect(await link(...args), args.join(' ')).toEqual({ code: 0, stdout: `${JSON.stringify(json)}\n`, stderr: '' });
    await opens([`vscode://${EXTENSION_ID}/play?game=bakers-game&deal=617&variant=any`], {
      game: 'bakers-game',
      deal: 617,
      variant: 'any',
    });
    await opens(['code-oss://Patience-Dev.Patience/play/?deal=12&game=pileon&from=chat'], { game: 'pileon', deal: 12 });
    // Text names no rule set: Baker's Game comes under the player's setting (null).
    await opens(["Baker's Game #617"], { game: 'bakers-game', deal: 617, variant: null });
    await opens(['Cruel,', 'deal', '8315'], { game: 'cruel', deal: 8315 });
    await opens(['Игра пекаря №617'], { game: 'bakers-game', deal: 617, variant: null });
    // What Copy Deal Link puts on the clipboard: the name, then the link, which is read.
    await opens([`Baker's Game #617\nvscode://${EXTENSION_ID}/play?game=bakers-game&deal=617&variant=kings`], {
      game: 'bakers-game',
      deal: 617,
      variant: 'kings',
    });
  });

  it("refuses what Open Deal Link… refuses: exit 2, the reason in the host's words, nothing on stdout", async () => {
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
      expect(await link(text), text.slice(0, 60)).toEqual({ code: 2, stdout: '', stderr: `patience: ${problemText(parsed.problem)}\n` });
    }
  });

  it('with no text, says what to give', async () => {
    expect(await link()).toEqual({
      code: 2,
      stdout: '',
      stderr: `patience: Give a deal link, or a game and a deal number such as "Baker's Game #617".\n`,
    });
  });
});

describe('patience link, the program as a process', () => {
  it('prints what runCli prints, with its exit code: a link that opens, one refused, none', async () => {
    for (const args of [[`vscode://${EXTENSION_ID}/play?game=bakers-game&deal=617&variant=any`], ['Maze #-17'], []]) {
      expect(linkProgram(...args), args.join(' ')).toEqual(await link(...args));
    }
  });
});
