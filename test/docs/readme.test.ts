// The docs stay true: the players' README (what the package ships) holds the two set-up commands and no developer
// section, CONTRIBUTING.md and docs/ stay out of the package, and every link between them leads somewhere.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, normalize } from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = new URL('../../', import.meta.url).pathname;
const text = (name: string) => readFileSync(join(ROOT, name), 'utf8');
const DOCS = [
  'README.md',
  'CONTRIBUTING.md',
  ...readdirSync(join(ROOT, 'docs'))
    .filter((f) => f.endsWith('.md'))
    .map((f) => `docs/${f}`),
];

/** The commands of a Markdown page's ```bash blocks, one a line. */
const bashCommands = (page: string) => [...page.matchAll(/```bash\n([\s\S]*?)```/g)].flatMap((m) => m[1]!.trim().split('\n'));

/** GitHub's anchor for a heading: lower case, punctuation dropped, spaces to hyphens. */
const anchor = (heading: string) =>
  heading
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{N} _-]/gu, '')
    .replace(/ /g, '-');

describe("README.md, the players' page the package ships", () => {
  const readme = text('README.md');
  const scripts = JSON.parse(text('package.json')).scripts as Record<string, string>;

  it('holds the two set-up commands, build-and-run and test, and both scripts exist', () => {
    expect(bashCommands(readme)).toEqual(['npm ci && npm start', 'npm ci && npm run test:all']);
    expect(scripts.start).toBeDefined();
    expect(scripts['test:all']).toBeDefined();
  });

  it('its test command is the one CI runs', () => {
    expect(text('.ci/run')).toMatch(/npm ci\b[^\n]*&& npm run test:all/);
  });

  it('has no developer section and no test timings (CI prints those)', () => {
    const headings = [...readme.matchAll(/^#+ (.*)$/gm)].map((m) => m[1]!);
    for (const heading of headings)
      expect(heading).not.toMatch(/develop|contribut|layout of the code|^tests$|benchmark|translator|exactly/i);
    expect(readme).not.toMatch(/\d+ min \d+ s|\d+ tests\)|npm run (bench|test:(?!all))/);
  });
});

describe('CONTRIBUTING.md and docs/, for developers', () => {
  it('stay out of the package: .vscodeignore leaves out everything it does not name, and names neither', () => {
    const rules = text('.vscodeignore')
      .split('\n')
      .filter((line) => line.trim() && !line.startsWith('#'));
    expect(rules[0]).toBe('**');
    expect(rules.filter((rule) => /CONTRIBUTING|docs/i.test(rule))).toEqual([]);
  });

  it('every file or folder of the repository they name in code (`src/…`, `webview/…`, `test/…`) is there', () => {
    for (const page of DOCS) {
      const named = [...text(page).matchAll(/`((?:src|webview|test|scripts|docs|media|l10n)\/[^`\s]*)`/g)].map((m) => m[1]!);
      for (const path of named.filter((p) => !/[<*]/.test(p))) expect(existsSync(join(ROOT, path)), `${page} names ${path}`).toBe(true);
    }
  });

  it('every relative link and in-page anchor of the docs leads somewhere', () => {
    for (const page of DOCS) {
      const body = text(page);
      const anchors = new Set([...body.matchAll(/^#+ (.*)$/gm)].map((m) => anchor(m[1]!)));
      for (const [, target] of body.matchAll(/\]\(([^)\s]+)\)/g)) {
        if (/^[a-z]+:/.test(target!)) continue;
        const [path, hash] = target!.split('#');
        if (path) expect(existsSync(normalize(join(ROOT, dirname(page), path))), `${page} → ${target}`).toBe(true);
        else expect(anchors.has(hash!), `${page} → #${hash}`).toBe(true);
      }
    }
  });
});
