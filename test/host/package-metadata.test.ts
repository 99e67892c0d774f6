// What the package tells people before they play: the Marketplace metadata, the licence and changelog it ships, the
// files it leaves out, and the README's pictures (made by npm run screenshots).
import { existsSync, readFileSync, statSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { GAME_IDS, gameNameIn } from '../../src/engine';

const file = (name: string) => new URL(`../../${name}`, import.meta.url);
const text = (name: string) => readFileSync(file(name), 'utf8');
const pkg = JSON.parse(text('package.json'));
const GAMES = GAME_IDS.map((game) => gameNameIn(game, 'en').toLowerCase());

describe('package metadata', () => {
  it('names every game and what they are in its keywords', () => {
    for (const keyword of [...GAMES, 'solitaire', 'patience', 'cards']) expect(pkg.keywords, keyword).toContain(keyword);
    expect(pkg.keywords.length).toBeLessThanOrEqual(30); // the Marketplace's limit
  });

  it('has a 128×128 PNG icon and a gallery banner', () => {
    const png = readFileSync(file(pkg.icon));
    expect(png.subarray(1, 4).toString('latin1')).toBe('PNG');
    expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([128, 128]);
    expect(pkg.galleryBanner).toEqual({ color: expect.stringMatching(/^#[0-9a-f]{6}$/i), theme: expect.stringMatching(/^(dark|light)$/) });
  });

  it('ships the MIT licence its manifest names and a Keep a Changelog changelog, and packages without --skip-license', () => {
    expect(pkg.license).toBe('MIT');
    expect(text('LICENSE')).toMatch(/^MIT License\n\nCopyright \(c\) \d{4} the Patience authors\n/);
    expect(text('CHANGELOG.md')).toMatch(/^# Changelog\n[\s\S]*keepachangelog\.com[\s\S]*\n## \[Unreleased\]\n/);
    expect(pkg.scripts.package).not.toMatch(/--skip-license/);
  });

  it('packages the README, changelog, licence and the walkthrough pictures, and leaves the README pictures out', () => {
    const kept = text('.vscodeignore')
      .split('\n')
      .filter((line) => line.startsWith('!'));
    for (const entry of ['!README.md', '!CHANGELOG.md', '!LICENSE', '!media/walkthrough/**', `!${pkg.icon}`])
      expect(kept, entry).toContain(entry);
    expect(kept.filter((line) => line.includes('media/readme'))).toEqual([]);
  });

  it("shows pictures that exist in the README, each under 300 KB, Spider Three Decks and Baker's Game among them", () => {
    const pictures = [...text('README.md').matchAll(/!\[[^\]]*\]\(([^)]+)\)/g)].map((m) => m[1]);
    expect(pictures).toEqual(expect.arrayContaining(['media/readme/spider-three-decks.png', 'media/readme/bakers-game.png']));
    for (const picture of pictures) {
      expect(existsSync(file(picture)), picture).toBe(true);
      expect(statSync(file(picture)).size, picture).toBeLessThanOrEqual(300_000);
    }
  });
});
