// The README's pictures are the ones npm run screenshots takes, each of a game named by its file and by its words first.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { GAME_IDS, gameNameIn } from '../../src/engine';

const ROOT = new URL('../../', import.meta.url).pathname;
const text = (name: string) => readFileSync(join(ROOT, name), 'utf8');

/** The README's pictures: { alt, file }, in the page's order. */
const pictures = [...text('README.md').matchAll(/!\[([^\]]*)\]\(([^)]+)\)/g)].map(([, alt, file]) => ({ alt: alt!, file: file! }));
const readmePictures = pictures.filter((p) => p.file.startsWith('media/readme/'));

describe("the README's pictures", () => {
  const script = text('scripts/screenshots.mjs');

  it('are each written by npm run screenshots, and every picture in media/readme/ is shown', () => {
    for (const { file } of readmePictures) expect(script, file).toContain(`'${file}'`);
    const shown = readmePictures.map((p) => p.file).sort();
    const made = readdirSync(join(ROOT, 'media/readme'))
      .map((f) => `media/readme/${f}`)
      .sort();
    expect(shown).toEqual(made);
  });

  it("are each of the game their file is named after, and their words say that game's name first", () => {
    for (const { alt, file } of readmePictures) {
      const game = GAME_IDS.find((id) => file === `media/readme/${id}.png`);
      expect(game, file).toBeDefined();
      expect(alt.startsWith(gameNameIn(game!, 'en')), `${file}: ${alt}`).toBe(true);
    }
  });

  it('show at least three games, each once', () => {
    const files = readmePictures.map((p) => p.file);
    expect(new Set(files).size).toBe(files.length);
    expect(files.length).toBeGreaterThanOrEqual(3);
  });
});
