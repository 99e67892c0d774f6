// Issue 24, breaks 2 and 8, from outside: `patience stats merge` reads at most an export's bytes,
// whatever the file system says of its size, and refuses forged carried totals as the Import command does.
import { spawnSync } from 'node:child_process';
import { existsSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { privateCli } from './private-cli';
import { SCOPES } from '../../src/stats-core/result';

const built = privateCli('stats-limits');

/**
 * The CLI held to 2.5 GB of address space (node itself starts in less) and 60 s: a reader that
 * trusts the size stat reports would grow without end on /dev/zero, and fail here.
 */
function run(args: string[]): { code: number | null; stdout: string; stderr: string } {
  const quoted = args.map((arg) => `'${arg}'`).join(' ');
  const result = spawnSync('bash', ['-c', `ulimit -v 2500000; exec '${process.execPath}' '${built.cli}' ${quoted}`], {
    encoding: 'utf8',
    timeout: 60_000,
  });
  return { code: result.status, stdout: result.stdout, stderr: result.stderr };
}

const T = Date.UTC(2025, 2, 3, 10);
function file(name: string, carried: Record<string, unknown>): string {
  const path = join(built.dir, name);
  writeFileSync(
    path,
    JSON.stringify({ format: 'patience-statistics', schema: 1, exportedAt: new Date(T).toISOString(), carried, results: [] }),
  );
  return path;
}

describe('break 8: the bytes actually read are limited', () => {
  it.runIf(existsSync('/dev/zero'))('stats merge /dev/zero (its stat size is 0) is refused as too big: exit 2, nothing on stdout', () => {
    const { code, stdout, stderr } = run(['stats', 'merge', '/dev/zero']);
    expect([code, stdout]).toEqual([2, '']);
    expect(stderr).toMatch(/^patience: \/dev\/zero: the file goes on past 64 MB, the most an export may be\n/);
  });
});

describe('break 2: forged carried totals', () => {
  it('carried totals are bounded per game (a million): past it, that game is refused with the reason, the rest merge', () => {
    const forged = file('forged.json', {
      ...Object.fromEntries(SCOPES.map((scope) => [scope, { played: 1_000_000, won: 1_000_000 }])),
      maze: { played: 1_000_001, won: 0 },
    });
    const { code, stdout, stderr } = run(['stats', 'merge', forged]);
    expect(code).toBe(0);
    expect(Object.keys(JSON.parse(stdout).carried)).toEqual(SCOPES.filter((scope) => scope !== 'maze'));
    expect(stderr).toContain(`forged.json: refused carried "maze": not a game's { played, won } (whole numbers, won ≤ played ≤ 1,000,000)`);
  });

  it('carried totals within bounds merge, and the report says them as unverified', () => {
    const fair = file('fair.json', { maze: { played: 40, won: 12 } });
    const { code, stdout, stderr } = run(['stats', 'merge', fair]);
    expect(code).toBe(0);
    expect(JSON.parse(stdout).carried).toEqual({ maze: { played: 40, won: 12 } });
    expect(stderr).toMatch(/fair\.json: 0 added .*, 40 carried as totals without their games \(unverified\)/);
  });
});
