// The rules of the game the page opens with (`<body data-game>`, which the host writes with their modules
// preloaded), asked for before the rest of the page's code runs: main.ts imports this first. The table waits for
// them (at most OPENING_WAIT_MS): the host's <patience-app> is taken out of the page here, before its element is
// defined, and main.ts puts it back once they are here, so its first drawing is the game, not "Shuffling…" and then
// the game a frame or two later.
import { isGameId } from '../../src/engine/game-id';
import { loadGame } from './game-loader';

/** How long the table waits for the opening game's rules before it shows "Shuffling…" as it does without them. */
export const OPENING_WAIT_MS = 1000;

/** Settles once the opening game's rules are here, could not be fetched (the door to the host asks again and reports it), or after OPENING_WAIT_MS. */
export function openingRules(body: HTMLElement): Promise<void> {
  const game = body.dataset.game;
  if (!isGameId(game)) return Promise.resolve();
  const waited = new Promise<void>((resolve) => setTimeout(resolve, OPENING_WAIT_MS));
  return Promise.race([loadGame(game).catch(() => undefined), waited]);
}

/** The app element the host wrote, out of the page until main.ts puts it back; a new one if the page has none. */
export const heldApp: Element = document.querySelector('patience-app') ?? document.createElement('patience-app');
heldApp.remove();

export const openingGame: Promise<void> = openingRules(document.body);
