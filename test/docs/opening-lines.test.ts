// Every source file opens with a line saying what it is: a `//` comment, or a `/**` block whose first line of text
// says it, before any import or code.
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = new URL('../../', import.meta.url).pathname;

/** The .ts and .mjs files under a folder, at any depth. */
function sourceFiles(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.(ts|mjs)$/.test(entry.name) ? [relative(ROOT, path)] : [];
  });
}

/** Whether a file's text opens with a comment line that has words in it. */
function opensWithALine(text: string): boolean {
  const [first = '', second = ''] = text.split('\n');
  if (/^\/\/\s*\S/.test(first)) return true;
  if (/^\/\*\*?\s*[^\s*]/.test(first)) return true;
  return /^\/\*\*?\s*$/.test(first) && /^\s*\*\s*\S/.test(second) && !/^\s*\*\//.test(second);
}

describe('opening lines', () => {
  it('tells a file that says what it is from one that starts with code', () => {
    expect(opensWithALine('// The game registry: one descriptor per game.\nimport x from "y";')).toBe(true);
    expect(opensWithALine('/**\n * Cards are small integers.\n */\nexport const A = 1;')).toBe(true);
    expect(opensWithALine('/** One line. */\nexport const A = 1;')).toBe(true);
    expect(opensWithALine("import { rulesOf } from '../games';\n// What this is, too late.")).toBe(false);
    expect(opensWithALine('\n// A blank line first.')).toBe(false);
    expect(opensWithALine('//\nexport const A = 1;')).toBe(false);
    expect(opensWithALine('/**\n */\nexport const A = 1;')).toBe(false);
  });

  it('every source file in src/ and webview/ opens with one', () => {
    const files = [...sourceFiles(join(ROOT, 'src')), ...sourceFiles(join(ROOT, 'webview'))];
    expect(files.length).toBeGreaterThan(100);
    const without = files.filter((file) => !opensWithALine(readFileSync(join(ROOT, file), 'utf8')));
    expect(without, 'these files open with code, not with a line saying what they are').toEqual([]);
  });
});
