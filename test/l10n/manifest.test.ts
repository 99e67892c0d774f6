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
const SHOWN = new Set(['title', 'category', 'description', 'markdownDescription', 'name', 'contextualTitle', 'shortTitle', 'enumDescriptions', 'markdownEnumDescriptions', 'enumItemLabels', 'label', 'contents']);

/** [path, value] of every shown field under `value` (arrays of strings included). */
function shownFields(value: unknown, path = 'contributes'): [string, string][] {
  if (Array.isArray(value)) return value.flatMap((v, i) => shownFields(v, `${path}[${i}]`));
  if (typeof value !== 'object' || value === null) return [];
  return Object.entries(value).flatMap(([key, v]): [string, string][] => {
    const at = `${path}.${key}`;
    if (SHOWN.has(key) && typeof v === 'string') return [[at, v]];
    if (SHOWN.has(key) && Array.isArray(v) && v.every((s) => typeof s === 'string')) return v.map((s, i): [string, string] => [`${at}[${i}]`, s]);
    return shownFields(v, at);
  });
}

const KEY = /^%([^%]+)%$/;

describe('manifest in English and Russian', () => {
  it('takes every shown word from package.nls (no literal text in package.json)', () => {
    const fields: [string, string][] = [['displayName', pkg.displayName], ['description', pkg.description], ...shownFields(pkg.contributes)];
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
    expectRussian(Object.entries(ru).map(([k, v]) => [k, v] as const));
    expectEnglish(Object.entries(en).map(([k, v]) => [k, v] as const));
    for (const key of Object.keys(en)) expect(placeholders(ru[key] ?? ''), key).toEqual(placeholders(en[key]));
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
