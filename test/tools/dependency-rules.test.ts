// npm run lint:deps (scripts/check-dependencies.mjs) finds folder knots at every level, loose files included.
import { execFileSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';

function check(root: string): { status: number; lines: string[] } {
  try {
    const out = execFileSync(process.execPath, ['scripts/check-dependencies.mjs', root], { encoding: 'utf8' });
    return { status: 0, lines: out.split('\n') };
  } catch (error) {
    const failed = error as { status: number; stdout: string };
    return { status: failed.status, lines: failed.stdout.split('\n') };
  }
}

describe('check-dependencies.mjs', () => {
  it('finds a knot through a loose file and one between two rooms, and nothing where imports point one way', () => {
    const { status, lines } = check('test/tools/knots');
    expect(lines.filter((line) => line.includes('no-folder-knot'))).toEqual([
      '  error no-folder-knot: test/tools/knots/loose/: a.ts <-> room/',
      '  error no-folder-knot: test/tools/knots/rooms/: x/ <-> y/',
    ]);
    expect(lines).toContain('dependency rules broken: 0; folder knots: 2');
    expect(status).toBe(1);
  });

  it('passes a tree without knots', () => {
    const { status, lines } = check('test/tools/knots/clean');
    expect(lines).toContain('dependency rules broken: 0; folder knots: 0');
    expect(status).toBe(0);
  });
});
