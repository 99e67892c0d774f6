// The modules the game tab's first table needs, as the webview build lists them (dist/webview/page-modules.json,
// written by esbuild.mjs): the page's HTML preloads them, so a game's rules download beside main.js instead of in
// stages once the page has asked for them. Without the list (a build that wrote none) the page loads as it would anyway.
import * as vscode from 'vscode';
import { readBounded } from '../../protocol/bounded-value';
import { type GameId, isGameId } from '../../engine/game-id';
import { type Result, fail, ok } from '../../engine/types';

/** The list's file, beside the page's bundle (esbuild.mjs PAGE_MODULES). */
export const PAGE_MODULES_FILE = ['dist', 'webview', 'page-modules.json'] as const;

export interface PageModules {
  /** What main.js imports statically: file names inside dist/webview. */
  readonly main: readonly string[];
  /** For each game, its rules' chunk and what that imports, less what main.js loads anyway. */
  readonly games: Readonly<Partial<Record<GameId, readonly string[]>>>;
}

/** No list: the page preloads no modules and fetches them as it goes. */
export const NO_PAGE_MODULES: PageModules = { main: [], games: {} };

// A chunk's name as esbuild writes it into dist/webview: never a path or an address.
const CHUNK = /^[\w-]+\.js$/;

const chunks = (value: unknown): readonly string[] | undefined =>
  Array.isArray(value) && value.every((file) => typeof file === 'string' && CHUNK.test(file)) ? (value as string[]) : undefined;

/** The list in `value`, or why it is not one. Games this version does not know are left out. */
export function parsePageModules(value: unknown): Result<PageModules> {
  const list = value as { version?: unknown; main?: unknown; games?: unknown } | null;
  if (typeof list !== 'object' || list === null || list.version !== 1) return fail('it is not a version 1 list of modules');
  const main = chunks(list.main);
  if (!main) return fail('its "main" is not a list of chunk names');
  if (typeof list.games !== 'object' || list.games === null) return fail('it has no "games"');
  const games: Partial<Record<GameId, readonly string[]>> = {};
  for (const [game, files] of Object.entries(list.games)) {
    if (!isGameId(game)) continue;
    const listed = chunks(files);
    if (!listed) return fail(`its "${game}" is not a list of chunk names`);
    games[game] = listed;
  }
  return ok({ main, games });
}

/** Reads the list once a window opens its first game tab; any failure is logged and gives NO_PAGE_MODULES. */
export async function readPageModules(extensionUri: vscode.Uri, log: vscode.LogOutputChannel): Promise<PageModules> {
  let bytes: Uint8Array;
  try {
    bytes = await vscode.workspace.fs.readFile(vscode.Uri.joinPath(extensionUri, ...PAGE_MODULES_FILE));
  } catch (error) {
    log.info(`The game tab preloads no modules: ${PAGE_MODULES_FILE.join('/')} could not be read (${String(error)})`);
    return NO_PAGE_MODULES;
  }
  const read = readBounded(bytes);
  const parsed: Result<PageModules> = read.ok ? parsePageModules(read.value) : fail(read.error);
  if (parsed.ok) return parsed.value;
  log.warn(`The game tab preloads no modules: ${PAGE_MODULES_FILE.join('/')} is unusable (${parsed.error})`);
  return NO_PAGE_MODULES;
}

/** The modules a page opening with `game` needs first, each once, as paths inside the extension. */
export function modulesOf(modules: PageModules, game: GameId): readonly (readonly string[])[] {
  const files = new Set([...modules.main, ...(modules.games[game] ?? [])]);
  return [...files].map((file) => [...PAGE_MODULES_FILE.slice(0, -1), file]);
}
