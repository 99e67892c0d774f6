// Comments cite what a reader can open: a Markdown file a source file names is in this repository (beside it, in
// a folder above it, or by its path from the root), and no comment sends the reader to an issue to learn a fact.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = new URL('../../', import.meta.url).pathname;

/** The .ts and .mjs files under a folder, at any depth. */
function sourceFiles(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.(ts|mjs)$/.test(entry.name) ? [path] : [];
  });
}

/** Whether `name`, cited in `file`, is a file of the repository: from the root, or from the file's folder or one above it. */
function found(name: string, file: string): boolean {
  if (existsSync(join(ROOT, name))) return true;
  for (let folder = dirname(file); folder.startsWith(ROOT); folder = dirname(folder)) if (existsSync(join(folder, name))) return true;
  return false;
}

/** The Markdown files a text names, and the issues it sends the reader to. */
const citedIn = (text: string) => ({
  markdown: [...text.matchAll(/[\w./-]*\w\.md\b/g)].map((m) => m[0]),
  issues: [...text.matchAll(/\bissues? \d+/gi)].map((m) => m[0]),
});

const FILES = [...sourceFiles(join(ROOT, 'src')), ...sourceFiles(join(ROOT, 'webview'))];

describe('what comments cite', () => {
  it('finds Markdown names and issue numbers in a text', () => {
    expect(citedIn('// cruel.md "Lost" test 2 (rules/index.md decision 2), see docs/deals.md; issue 16')).toEqual({
      markdown: ['cruel.md', 'rules/index.md', 'docs/deals.md'],
      issues: ['issue 16'],
    });
    expect(found('docs/deals.md', join(ROOT, 'src/engine/random.ts'))).toBe(true);
    expect(found('README.md', join(ROOT, 'src/engine/solver/types.ts'))).toBe(true);
    expect(found('cruel.md', join(ROOT, 'src/engine/games/cruel/rules.ts'))).toBe(false);
  });

  it('every Markdown file a source file names is in this repository', () => {
    const missing = FILES.flatMap((file) =>
      citedIn(readFileSync(file, 'utf8'))
        .markdown.filter((name) => !found(name, file))
        .map((name) => `${relative(ROOT, file)}: ${name}`),
    );
    expect(missing, 'cite a file of this repository, or say the fact itself').toEqual([]);
  });

  it('no source file sends the reader to an issue', () => {
    const sent = FILES.flatMap((file) => citedIn(readFileSync(file, 'utf8')).issues.map((issue) => `${relative(ROOT, file)}: ${issue}`));
    expect(sent, 'say the fact itself').toEqual([]);
  });
});
