// The Node host's games apart (esbuild.mjs games-apart, src/engine/games/lazy-game.ts): built as the package builds
// them, dist/extension.js holds no game's rules, each game is a file of its own (dist/game-<id>.js), activation loads
// none of them, and a new deal loads its own game's file and no other.
import * as esbuild from 'esbuild';
import { mkdtempSync, rmSync } from 'node:fs';
import Module, { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { basename, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as vscode from 'vscode';
import { GAME_IDS, gameOf, newGame } from '../../src/engine';
import { double } from '../support/vscode-double';

const root = fileURLToPath(new URL('../..', import.meta.url));
const out = mkdtempSync(join(tmpdir(), 'patience-games-apart-'));
const nodeRequire = createRequire(import.meta.url);
type BuildOptions = (name: string, options?: { production?: boolean; quiet?: boolean }) => esbuild.BuildOptions;
let outputs: esbuild.Metafile['outputs'];

/** The games' files Node has loaded so far, by game id. */
const loadedGames = (): string[] =>
  Object.keys(nodeRequire.cache)
    .filter((file) => file.startsWith(out))
    .map((file) => /^game-([\w-]+)\.js$/.exec(basename(file))?.[1])
    .filter((game): game is string => game !== undefined);

// The bundles' require('vscode') gets the project's VS Code double, as the source's tests do.
const load = (Module as unknown as { _load: (request: string, ...rest: unknown[]) => unknown })._load;
beforeAll(async () => {
  const { buildOptions } = (await import(pathToFileURL(join(root, 'esbuild.mjs')).href)) as { buildOptions: BuildOptions };
  // A probe beside the bundles: the engine as the host's bundles hold it (the registry's games as stand-ins).
  const options = buildOptions('extension', { production: true, quiet: true });
  const entryPoints = { ...(options.entryPoints as Record<string, string>), probe: 'src/engine/index.ts' };
  ({
    metafile: { outputs },
  } = await esbuild.build({ ...options, entryPoints, outdir: out, absWorkingDir: root, metafile: true }));
  (Module as unknown as { _load: unknown })._load = function (request: string, ...rest: unknown[]) {
    return request === 'vscode' ? vscode : load.call(this, request, ...rest);
  };
  // A production build with every game read from the registry first: seconds on a busy machine.
}, 120_000);
afterAll(() => {
  (Module as unknown as { _load: unknown })._load = load;
  rmSync(out, { recursive: true, force: true });
});

const output = (name: string) => Object.entries(outputs).find(([file]) => basename(file) === name)![1];

describe("the Node host's games", () => {
  it('are files of their own, each holding its rules; the start bundle holds none and requires each', () => {
    const host = output('extension.js');
    const gameInputs = (file: { inputs: Record<string, unknown> }) =>
      Object.keys(file.inputs).filter((input) => /^src\/engine\/games\/[\w-]+\/(game|rules)\.ts$/.test(input));
    expect(gameInputs(host)).toEqual([]);
    for (const game of GAME_IDS) {
      expect(gameInputs(output(`game-${game}.js`))).toContain(`src/engine/games/${game}/game.ts`);
      expect(host.imports.map((i) => i.path)).toContain(`./game-${game}.js`);
    }
  });

  it("answer the registry's questions as the sources do, loading a game only when its rules are played", () => {
    const probe = nodeRequire(join(out, 'probe.js')) as typeof import('../../src/engine');
    for (const game of GAME_IDS) {
      expect(probe.gameNameIn(game, 'ru')).toBe(gameOf(game).names.ru);
      expect(probe.rulesOf(game).variants).toEqual(gameOf(game).rules.variants);
      expect(probe.variantFor(game, () => 'nonsense')).toBe(gameOf(game).variantSetting ? gameOf(game).rules.variants[0] : undefined);
    }
    expect(probe.dailySearchOrder()).toEqual([...GAME_IDS].sort((a, b) => gameOf(a).daily.rank - gameOf(b).daily.rank));
    expect(loadedGames()).toEqual([]);
    const [first, second] = GAME_IDS;
    expect(probe.newGame(first, 617)).toEqual(newGame(first, 617));
    expect(loadedGames()).toEqual([first]);
    expect(probe.gameOf(second).blurb).toEqual(gameOf(second).blurb);
    expect(loadedGames()).toEqual([first, second]);
  });

  it('load none as the extension activates, and a new deal only its own game', async () => {
    for (const file of Object.keys(nodeRequire.cache)) if (file.startsWith(out)) delete nodeRequire.cache[file];
    const { activate } = nodeRequire(join(out, 'extension.js')) as typeof import('../../src/extension');
    double.reset();
    double.config.set('patience.winnableDealsOnly', false);
    activate(double.context() as never);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(loadedGames()).toEqual([]);
    const game = GAME_IDS.at(-1)!;
    await double.commands.get(`patience.newGame.${game}`)!();
    expect(loadedGames()).toEqual([game]);
  });
});
