// The manifest in both languages: every word a player reads in package.json is a %key% placeholder,
// and package.nls.json (English) and package.nls.ru.json (Russian) have the same keys.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { CYRILLIC, expectEnglish, expectRussian, placeholders } from './text';

const read = (file: string) => JSON.parse(readFileSync(new URL(`../../${file}`, import.meta.url), 'utf8'));
const pkg = read('package.json');
const en: Record<string, string> = read('package.nls.json');
const ru: Record<string, string> = read('package.nls.ru.json');

/** Manifest fields VS Code shows to the player, wherever they sit under `contributes`. */
const SHOWN = new Set([
  'title',
  'category',
  'description',
  'markdownDescription',
  'name',
  'contextualTitle',
  'shortTitle',
  'enumDescriptions',
  'markdownEnumDescriptions',
  'enumItemLabels',
  'label',
  'contents',
  'altText',
]);

/** [path, value] of every shown field under `value` (arrays of strings included). */
function shownFields(value: unknown, path = 'contributes'): [string, string][] {
  if (Array.isArray(value)) return value.flatMap((v, i) => shownFields(v, `${path}[${i}]`));
  if (typeof value !== 'object' || value === null) return [];
  return Object.entries(value).flatMap(([key, v]): [string, string][] => {
    const at = `${path}.${key}`;
    if (SHOWN.has(key) && typeof v === 'string') return [[at, v]];
    if (SHOWN.has(key) && Array.isArray(v) && v.every((s) => typeof s === 'string'))
      return v.map((s, i): [string, string] => [`${at}[${i}]`, s]);
    return shownFields(v, at);
  });
}

const KEY = /^%([^%]+)%$/;

/** Keys whose value is a file (a walkthrough step's picture, one per language), not words. */
const isFile = (key: string): boolean => /\.image$/.test(key);
/** The words of a string, without the targets of its links ("[Show Statistics](command:…)" keeps "Show Statistics"). */
const words = (text: string): string => text.replace(/\]\([^)]*\)/g, ']');
/** The targets of a string's links, in order. */
const linkTargets = (text: string): string[] => [...text.matchAll(/\]\(([^)]*)\)/g)].map((m) => m[1]);
/** [key, words] of every entry that is words. */
const texts = (nls: Record<string, string>) =>
  Object.entries(nls)
    .filter(([k]) => !isFile(k))
    .map(([k, v]) => [k, words(v)] as const);

describe('manifest in English and Russian', () => {
  it('takes every shown word from package.nls (no literal text in package.json)', () => {
    const fields: [string, string][] = [
      ['displayName', pkg.displayName],
      ['description', pkg.description],
      ...shownFields(pkg.contributes),
    ];
    expect(fields.length).toBeGreaterThan(30);
    expect(fields.filter(([, v]) => !KEY.test(v))).toEqual([]);
    expect(fields.filter(([, v]) => !(KEY.exec(v)![1] in en)).map(([at, v]) => `${at}: ${v}`)).toEqual([]);
  });

  it('has the same keys in package.nls.json and package.nls.ru.json', () => {
    expect(Object.keys(ru).sort()).toEqual(Object.keys(en).sort());
  });

  it('uses every key it defines', () => {
    const used = new Set([...JSON.stringify(pkg).matchAll(/"%([^%"]+)%"/g)].map((m) => m[1]));
    expect(Object.keys(en).filter((k) => !used.has(k))).toEqual([]);
  });

  it('is Russian in Russian and English in English, with the same placeholders', () => {
    expectRussian(texts(ru));
    expectEnglish(texts(en));
    for (const key of Object.keys(en)) expect(placeholders(ru[key] ?? ''), key).toEqual(placeholders(en[key]));
    // A link does the same in both languages (a walkthrough step's button runs the same command).
    for (const key of Object.keys(en)) expect(linkTargets(ru[key] ?? ''), key).toEqual(linkTargets(en[key]));
  });

  it('names the games as the Russian help pages do', () => {
    expect(ru['command.newGame.SpiderThreeDecks']).toContain('«Паук с тремя колодами»');
    expect(ru['command.newGame.Cruel']).toContain('«Жестокость»');
    expect(ru['command.newGame.Maze']).toContain('«Подземелье»');
    expect(ru['command.newGame.BakersGame']).toContain('«Игра пекаря»');
    expect(ru['command.newGame.Pileon']).toContain('«Склад»');
    expect(ru.category).toBe('Пасьянс');
    expect(ru['command.newGame']).toBe('Новая игра…');
  });

  it('points VS Code at the l10n bundles', () => {
    expect(pkg.l10n).toBe('./l10n');
    expect(CYRILLIC.test(JSON.stringify(pkg))).toBe(false);
  });
});

describe('the walkthrough', () => {
  const [walkthrough] = pkg.contributes.walkthroughs;
  const key = (value: string) => KEY.exec(value)![1];

  it('has steps to start a game, learn the keys and the hint, choose settings and see the statistics', () => {
    expect(pkg.contributes.walkthroughs).toHaveLength(1);
    expect(walkthrough.id).toBe('welcome');
    expect(walkthrough.steps.map((s: { id: string }) => s.id)).toEqual(['start', 'play', 'settings', 'statistics']);
  });

  it('gives every step a title, a description with a button, and a picture with words for it, in both languages', () => {
    for (const step of walkthrough.steps) {
      for (const field of [step.title, step.description, step.media.image, step.media.altText]) {
        expect(field, `${step.id}: ${field}`).toMatch(KEY);
        expect(en[key(field)], `${key(field)} in package.nls.json`).toBeTruthy();
        expect(ru[key(field)], `${key(field)} in package.nls.ru.json`).toBeTruthy();
      }
      // VS Code draws a link alone on the description's last line as a button.
      for (const nls of [en, ru])
        expect(nls[key(step.description)].split('\n').at(-1), step.id).toMatch(/^\[[^\]]+\]\(command:[\w.-]+(\?[^)]*)?\)$/);
    }
  });

  it("has each step's picture for each language, a PNG in the package, at most 300 KB", () => {
    const ignore = readFileSync(new URL('../../.vscodeignore', import.meta.url), 'utf8');
    for (const step of walkthrough.steps) {
      for (const [language, nls] of [
        ['en', en],
        ['ru', ru],
      ] as const) {
        const file = nls[key(step.media.image)];
        expect(file).toBe(`media/walkthrough/${language}/${step.id}.png`);
        const bytes = readFileSync(new URL(`../../${file}`, import.meta.url));
        expect(bytes.subarray(1, 4).toString('latin1'), file).toBe('PNG');
        expect(bytes.length, file).toBeLessThanOrEqual(300_000);
      }
    }
    expect(ignore).toMatch(/^!media\/walkthrough\/\*\*$/m);
  });

  it('runs commands the extension contributes, or VS Code commands it names on purpose', () => {
    const ours = new Set(pkg.contributes.commands.map((c: { command: string }) => c.command));
    const theirs = new Set(['workbench.action.openGlobalKeybindings', 'workbench.action.openSettings']);
    const commands = Object.values(en).flatMap((v) => [...v.matchAll(/\(command:([\w.-]+)/g)].map((m) => m[1]));
    expect(commands.length).toBe(walkthrough.steps.length);
    for (const command of commands) expect(ours.has(command) || theirs.has(command), command).toBe(true);
    for (const step of walkthrough.steps) {
      for (const event of step.completionEvents) {
        const [, kind, id] = /^(onCommand|onView|onSettingChanged):(.+)$/.exec(event) ?? [];
        if (kind === 'onCommand') expect(ours.has(id), event).toBe(true);
        else if (kind === 'onView')
          expect(
            pkg.contributes.views.patience.map((v: { id: string }) => v.id),
            event,
          ).toContain(id);
        else expect(pkg.contributes.configuration.properties[id], event).toBeDefined();
      }
    }
  });
});
