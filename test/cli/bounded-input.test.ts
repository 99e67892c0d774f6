// Issue 35, break 4, from outside: every file and standard input the CLI reads has `stats merge`'s read
// bound (src/cli/bounded-input.ts), `solve` streams its range, and `link` shows the control characters
// of a link escaped. Each run is held to 2.5 GB of address space and 60 s: a reader without a bound grows
// past it on /dev/zero or an endless stdin, and a range built whole dies of it.
import { spawnSync } from 'node:child_process';
import { existsSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { privateCli } from './private-cli';
import { EXTENSION_ID } from '../../src/deal-link/deal-link';
import { VALUE_LIMITS } from '../../src/protocol/bounded-value';

const built = privateCli('bounded-input');

/** `shell` run by bash with `$CLI` the built CLI, under the memory and time limits. */
function sh(shell: string): { code: number | null; stdout: string; stderr: string } {
  const result = spawnSync('bash', ['-c', `ulimit -v 2500000; CLI="'${process.execPath}' '${built.cli}'"; ${shell}`], {
    encoding: 'utf8',
    timeout: 60_000,
  });
  return { code: result.status, stdout: result.stdout, stderr: result.stderr };
}

const TOO_BIG = `patience: the record goes on past ${VALUE_LIMITS.size / 1024 / 1024} MB, the most a record may be\n`;

describe('issue 35, break 4: the command line reads with a bound', () => {
  it.runIf(existsSync('/dev/zero'))('hint, replay and moves of /dev/zero stop at the bound: exit 1, the reason', () => {
    for (const command of ['hint', 'replay', 'moves']) {
      expect(sh(`eval "$CLI ${command} /dev/zero"`), command).toEqual({ code: 1, stdout: '', stderr: TOO_BIG });
    }
  });

  it('hint -, replay - and moves - on a standard input that never ends stop at the bound', () => {
    for (const command of ['hint', 'replay', 'moves']) {
      expect(sh(`yes | eval "$CLI ${command} -"`), command).toEqual({ code: 1, stdout: '', stderr: TOO_BIG });
    }
  });

  it('a record file one byte past the bound is refused; a record within it is read', () => {
    const big = join(built.dir, 'big.json');
    writeFileSync(big, `{"game":"maze","deal":1,"moves":[]}${' '.repeat(VALUE_LIMITS.size - 35 + 1)}`);
    expect(sh(`eval "$CLI replay '${big}'"`)).toMatchObject({ code: 1, stderr: TOO_BIG });
    const fits = join(built.dir, 'fits.json');
    writeFileSync(fits, `{"game":"maze","deal":1,"moves":[]}${' '.repeat(VALUE_LIMITS.size - 35)}`);
    expect(sh(`eval "$CLI replay '${fits}'"`)).toMatchObject({ code: 0, stderr: '' });
  });

  it('solve streams its range: 1-2147483647 prints its first deals at once, and ends when its reader does', () => {
    const { code, stdout, stderr } = sh(`eval "$CLI solve bakers-game 1-2147483647 --budget-ms 1" | head -3; exit \${PIPESTATUS[0]}`);
    expect([code, stderr]).toEqual([0, '']);
    expect(stdout.split('\n').map((line) => line.split('\t')[0])).toEqual(['1', '2', '3', '']);
  });

  it('link shows the control characters of a link escaped: no terminal title, no screen cleared', () => {
    const link = `vscode://${EXTENSION_ID}/play?game=%1b]0;owned%07%1b[2J%1b[H&deal=1`;
    const { code, stdout, stderr } = sh(`eval "$CLI link '${link}'"`);
    expect([code, stdout]).toEqual([2, '']);
    expect(stderr).toContain('There is no game "\\u001b]0;owned\\u0007\\u001b[2J\\u001b[H" here.');
    expect(stderr).not.toMatch(/\p{Cc}(?!$)/u);
  });
});
