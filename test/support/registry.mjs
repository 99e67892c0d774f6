// The game registry (src/engine/games/registry.ts) for the Node scripts and e2e tests: the games' ids in
// order, their names in each language and their New Game commands' titles, so no script lists the games by hand.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import * as esbuild from 'esbuild';

const REPO = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const outfile = path.join(REPO, 'test-output/registry.mjs');

esbuild.buildSync({
  absWorkingDir: REPO,
  entryPoints: ['src/engine/games/registry.ts'],
  bundle: true,
  format: 'esm',
  platform: 'node',
  target: 'node20',
  tsconfig: 'src/engine/tsconfig.json',
  outfile,
  logLevel: 'warning',
});
const registry = await import(pathToFileURL(outfile).href);

/** Every game id, in the registry's order. */
export const GAME_IDS = registry.allDescriptors().map((game) => game.id);

/** Each game's name in `lang` ('en', 'ru'), by id: "Baker's Game", «Игра пекаря». */
export const gameNamesIn = (lang) => Object.fromEntries(GAME_IDS.map((id) => [id, registry.gameNameIn(id, lang)]));

/** Each game's English name: "Baker's Game". */
export const GAME_NAMES = gameNamesIn('en');

const manifest = JSON.parse(fs.readFileSync(path.join(REPO, 'package.json'), 'utf8'));
const nls = JSON.parse(fs.readFileSync(path.join(REPO, 'package.nls.json'), 'utf8'));

/** Each game's own New Game command title as the palette shows it after "Patience: " ("New Baker's Game"). */
export const NEW_GAME_TITLES = Object.fromEntries(
  GAME_IDS.map((id) => {
    const command = manifest.contributes.commands.find((c) => c.command === registry.newGameCommand(id));
    if (!command) throw new Error(`package.json has no command ${registry.newGameCommand(id)}`);
    return [id, nls[command.title.replace(/^%|%$/g, '')]];
  }),
);
